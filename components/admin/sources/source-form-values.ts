import type { SourceRecord } from "@/lib/admin/sources/source-record";

// What the source editor holds while it is edited: text as typed, the company by name. The
// server validates it (lib/admin/sources/source-schema.ts).

export type SourceKindValue = "company" | "outlet";

export type SourceFormValues = {
  url: string;
  name: string;
  kind: SourceKindValue;
  company: { id: number; name: string } | null;
  outlet: string;
  interval: string;
  active: boolean;
};

export const EMPTY_SOURCE: SourceFormValues = {
  url: "",
  name: "",
  kind: "outlet",
  company: null,
  outlet: "",
  interval: "60",
  active: true,
};

/** The form's values for a stored source. */
export function sourceFormValues(source: SourceRecord): SourceFormValues {
  return {
    url: source.url,
    name: source.name,
    kind: source.kind,
    company: source.company && { id: source.company.id, name: source.company.name },
    outlet: source.outlet ?? "",
    interval: String(source.interval_minutes),
    active: source.active,
  };
}

/** What the form sends: the fields the source schema reads. */
export function sourceFormInput(values: SourceFormValues) {
  return {
    url: values.url,
    name: values.name,
    kind: values.kind,
    organization_id: values.kind === "company" ? (values.company?.id ?? null) : null,
    outlet: values.kind === "outlet" ? values.outlet : null,
    interval_minutes: values.interval,
    active: values.active,
  };
}
