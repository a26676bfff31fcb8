import type { OgTemplateStyle } from "@/lib/domain/og-template";

/** How an editor's field reports a new value for one of the template's keys. */
export type TemplateChange = <K extends keyof OgTemplateStyle>(
  key: K,
  value: OgTemplateStyle[K],
) => void;
