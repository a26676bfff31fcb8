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
const SLIDERS: { key: NumberKey; label: string; min: number; max: number }[] = [
  { key: "title_size", label: "Title size", min: 24, max: 128 },
  { key: "short_description_size", label: "Short description size", min: 12, max: 72 },
  { key: "description_size", label: "Description size", min: 12, max: 72 },
  { key: "details_size", label: "Details size", min: 12, max: 72 },
  { key: "avatar_size", label: "Avatar size", min: 20, max: 240 },
  { key: "avatar_background_size", label: "Avatar background size", min: 40, max: 240 },
  { key: "avatar_y", label: "Avatar y", min: 20, max: 580 },
  { key: "brand_logo_x", label: "Brand logo x", min: 0, max: 1200 },
  { key: "brand_logo_y", label: "Brand logo y", min: 0, max: 630 },
  { key: "brand_logo_width", label: "Brand logo width", min: 20, max: 200 },
  { key: "brand_logo_height", label: "Brand logo height", min: 20, max: 200 },
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
  // The id of a key's control (its name unless told) and how the control reports a new value.
  const bind = <K extends keyof OgTemplateStyle>(key: K, id: string = key) => ({
    id,
    onChange: (value: OgTemplateStyle[K]) => onChange(key, value),
  });
  return (
    <div className="space-y-6">
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField {...bind("name", "template-name")} label="Template name" value={template.name} />
        <CheckboxField
          {...bind("is_default", "template-default")}
          label="Default template"
          hint="Companies' cards for crawlers use the default template."
          checked={template.is_default}
        />
        {COLORS.map(([key, id, label]) => (
          <ColorField key={key} {...bind(key, id)} label={label} value={template[key]} />
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
          <CheckboxField key={key} {...bind(key)} label={label} checked={template[key]} />
        ))}
      </fieldset>
      <fieldset className="grid gap-4 sm:grid-cols-2">
        <legend className="mb-2 text-sm font-semibold text-slate-900">Sizes and positions</legend>
        {SLIDERS.map(({ key, ...slider }) => (
          <RangeField key={key} {...bind(key)} {...slider} value={template[key]} />
        ))}
      </fieldset>
      <ElementFields template={template} onChange={onChange} />
    </div>
  );
}
