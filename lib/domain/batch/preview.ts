import type { BatchItem } from "./batch-types";
import type { BatchKind, BatchPreviewItem } from "./batch-kinds";

const text = (value: unknown): string | undefined =>
  typeof value === "string" && value.trim()
    ? value.trim()
    : typeof value === "number"
      ? String(value)
      : undefined;
const count = (value: unknown) => (Array.isArray(value) ? value.length : 0);
const present = (details: (string | undefined | false)[]) =>
  details.filter((d): d is string => !!d);

// What each kind shows of an item (admin-area §2): name, description or 'No description',
// short description, city, year, funding and a badge for new companies; counts of items to
// add for updates; the row's own columns for CSV files.
const PREVIEWS: Record<
  BatchKind,
  (raw: Record<string, unknown>, label: string) => BatchPreviewItem
> = {
  "companies-json": (raw, label) => ({
    title: label,
    description: text(raw.description) ?? "No description",
    details: present([
      text(raw.short_description),
      text(raw.city),
      text(raw.year_founded) && `Founded ${text(raw.year_founded)}`,
      text(raw.total_funding) && `Funding ${text(raw.total_funding)}`,
    ]),
    badge: raw.published === true ? "Published" : "Unpublished",
  }),
  "company-updates": (raw, label) => ({
    title: label,
    details: present(
      (["websites", "key_people", "projects", "socials", "tags"] as const).map(
        (list) =>
          count(raw[`add_${list}`]) > 0 &&
          `${count(raw[`add_${list}`])} ${list.replace("_", " ")} to add`,
      ),
    ).concat(raw.add_valuation ? ["1 valuation to add"] : []),
  }),
  "companies-csv": (raw, label) => ({
    title: label,
    description: text(raw.description) ?? "No description",
    details: present([
      text(raw.location),
      text(raw.year_founded) && `Founded ${text(raw.year_founded)}`,
      text(raw.total_funding) && `Funding ${text(raw.total_funding)}`,
      text(raw.key_people) && `People: ${text(raw.key_people)}`,
      text(raw.oss_projects) && `Projects: ${text(raw.oss_projects)}`,
    ]),
  }),
  "headlines-csv": (raw, label) => ({
    title: label,
    details: present([
      text(raw.company_name),
      text(raw.headline_type),
      text(raw.headline_date),
      text(raw.total_amount) && `Amount ${text(raw.total_amount)}`,
    ]),
  }),
};

/** The preview of the first 3 items of a file (admin-area §9). */
export const previewOf = (kind: BatchKind, items: BatchItem<unknown>[]): BatchPreviewItem[] =>
  items.slice(0, 3).map((item) => PREVIEWS[kind](item.raw, item.label));
