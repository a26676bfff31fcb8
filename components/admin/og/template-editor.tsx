"use client";

import { CheckboxField, SelectField, TextField } from "@/components/ui/controlled-fields";
import { FONT_FAMILIES, LOGO_SIZES, OG_LAYOUTS } from "@/lib/domain/constants";
import type { OgTemplateStyle } from "@/lib/domain/og-template";
import { ColorField } from "./color-field";
import { ElementFields } from "./element-fields";
import { RangeField } from "./range-field";
import type { TemplateChange } from "./template-change";

type Props = { template: OgTemplateStyle; onChange: TemplateChange };

const options = (values: readonly string[]) => values.map((value) => ({ value, label: value }));

type NumberKey = {
  [K in keyof OgTemplateStyle]: OgTemplateStyle[K] extends number ? K : never;
}[keyof OgTemplateStyle];
type FlagKey = {
  [K in keyof OgTemplateStyle]: OgTemplateStyle[K] extends boolean ? K : never;
}[keyof OgTemplateStyle];

type ChoiceKey = "font_family" | "layout" | "logo_size";

const COLORS: ["background_color" | "text_color" | "accent_color", string, string][] = [
  ["background_color", "background-color", "Background colour"],
  ["text_color", "text-color", "Text colour"],
  ["accent_color", "accent-color", "Accent colour"],
];

const CHOICES: [ChoiceKey, string, string, readonly string[]][] = [
  ["font_family", "font-family", "Font family", FONT_FAMILIES],
  ["layout", "layout", "Layout", OG_LAYOUTS],
  ["logo_size", "logo-size", "Logo size", LOGO_SIZES],
];

// Slider ranges of admin-area §5.
const SLIDERS: [NumberKey, string, number, number][] = [
  ["title_size", "Title size", 24, 128],
  ["short_description_size", "Short description size", 12, 72],
  ["description_size", "Description size", 12, 72],
  ["details_size", "Details size", 12, 72],
  ["avatar_size", "Avatar size", 20, 240],
  ["avatar_background_size", "Avatar background size", 40, 240],
  ["avatar_y", "Avatar y", 20, 580],
  ["brand_logo_x", "Brand logo x", 0, 1200],
  ["brand_logo_y", "Brand logo y", 0, 630],
  ["brand_logo_width", "Brand logo width", 20, 200],
  ["brand_logo_height", "Brand logo height", 20, 200],
];

const FLAGS: [FlagKey, string][] = [
  ["show_logo", "Show brand logo"],
  ["show_brand_header", "Show brand header"],
  ["show_short_description", "Show short description"],
  ["show_description", "Show description"],
  ["show_city", "Show city"],
  ["show_founded_date", "Show founded date"],
  ["show_total_funding", "Show total funding"],
  ["show_company_avatar", "Show company avatar"],
  ["show_avatar_background", "Show avatar background"],
];

/** Every field of a template (admin-area §3), with the sliders and lists the spec bounds. */
export function TemplateEditor({ template, onChange }: Props) {
  return (
    <div className="space-y-6">
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          id="template-name"
          label="Template name"
          value={template.name}
          onChange={(value) => onChange("name", value)}
        />
        <CheckboxField
          id="template-default"
          label="Default template"
          hint="Companies' cards for crawlers use the default template."
          checked={template.is_default}
          onChange={(value) => onChange("is_default", value)}
        />
        {COLORS.map(([key, id, label]) => (
          <ColorField
            key={key}
            id={id}
            label={label}
            value={template[key]}
            onChange={(value) => onChange(key, value)}
          />
        ))}
        {CHOICES.map(([key, id, label, values]) => (
          <SelectField
            key={key}
            id={id}
            label={label}
            value={template[key]}
            options={options(values)}
            onChange={(value) => onChange(key, value as OgTemplateStyle[typeof key])}
          />
        ))}
      </div>
      <fieldset className="grid gap-2 sm:grid-cols-3">
        <legend className="mb-2 text-sm font-semibold text-slate-900">Shown on the card</legend>
        {FLAGS.map(([key, label]) => (
          <CheckboxField
            key={key}
            id={key}
            label={label}
            checked={template[key]}
            onChange={(value) => onChange(key, value)}
          />
        ))}
      </fieldset>
      <fieldset className="grid gap-4 sm:grid-cols-2">
        <legend className="mb-2 text-sm font-semibold text-slate-900">Sizes and positions</legend>
        {SLIDERS.map(([key, label, min, max]) => (
          <RangeField
            key={key}
            id={key}
            label={label}
            min={min}
            max={max}
            value={template[key]}
            onChange={(value) => onChange(key, value)}
          />
        ))}
      </fieldset>
      <ElementFields template={template} onChange={onChange} />
    </div>
  );
}
