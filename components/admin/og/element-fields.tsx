"use client";

import { buttonClass } from "@/components/ui/button";
import { CheckboxField } from "@/components/ui/controlled-fields";
import { elementPosition, type OgElement, type OgTemplateStyle } from "@/lib/domain/og-template";
import { RangeField } from "./range-field";
import type { TemplateChange } from "./template-change";

const MAX_SPACER = 300;
// A custom position stays on the 1200x630 card.
const AXES = [
  ["x", 1200],
  ["y", 630],
] as const;

type Props = { template: OgTemplateStyle; onChange: TemplateChange };

const LABELS: Record<OgElement, string> = {
  logo: "Logo",
  header: "Header",
  title: "Title",
  short_description: "Short description",
  description: "Description",
  details: "Details",
};

/** The order the elements are painted in, and each one's own position (else the layout's). */
export function ElementFields({ template, onChange }: Props) {
  function move(index: number, by: -1 | 1) {
    const order = [...template.element_order];
    [order[index], order[index + by]] = [order[index + by], order[index]];
    onChange("element_order", order);
  }

  function setPosition(element: OgElement, position: { x: number; y: number } | undefined) {
    const positions = { ...template.element_positions };
    if (position) positions[element] = position;
    else delete positions[element];
    onChange("element_positions", positions);
  }

  return (
    <fieldset className="space-y-3">
      <legend className="mb-2 text-sm font-semibold text-slate-900">
        Elements (painted in this order)
      </legend>
      <ol className="space-y-3">
        {template.element_order.map((element, index) => {
          const own = template.element_positions[element];
          const at = elementPosition({ ...template, spacers: {} }, element);
          return (
            <li key={element} className="rounded-md border border-slate-200 p-3">
              <div className="flex items-center justify-between gap-2">
                <span className="text-sm font-medium text-slate-900">{LABELS[element]}</span>
                <span className="flex gap-1">
                  <button
                    type="button"
                    className={buttonClass.small}
                    disabled={index === 0}
                    onClick={() => move(index, -1)}
                    aria-label={`Move ${LABELS[element]} up`}
                  >
                    Up
                  </button>
                  <button
                    type="button"
                    className={buttonClass.small}
                    disabled={index === template.element_order.length - 1}
                    onClick={() => move(index, 1)}
                    aria-label={`Move ${LABELS[element]} down`}
                  >
                    Down
                  </button>
                </span>
              </div>
              <RangeField
                id={`${element}-spacer`}
                label={`${LABELS[element]} spacer (px down)`}
                min={0}
                max={MAX_SPACER}
                value={template.spacers[element] ?? 0}
                onChange={(space) => onChange("spacers", { ...template.spacers, [element]: space })}
              />
              <CheckboxField
                id={`position-${element}`}
                label={`Custom position for ${LABELS[element]}`}
                checked={own !== undefined}
                onChange={(custom) => setPosition(element, custom ? at : undefined)}
              />
              {own && (
                <div className="mt-2 grid gap-3 sm:grid-cols-2">
                  {AXES.map(([axis, max]) => (
                    <RangeField
                      key={axis}
                      id={`${element}-${axis}`}
                      label={`${LABELS[element]} ${axis}`}
                      min={0}
                      max={max}
                      value={at[axis]}
                      onChange={(value) => setPosition(element, { ...at, [axis]: value })}
                    />
                  ))}
                </div>
              )}
            </li>
          );
        })}
      </ol>
    </fieldset>
  );
}
