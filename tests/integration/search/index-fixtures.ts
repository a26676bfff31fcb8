// What the search index tests write through the admin's own writes: companies from the editor,
// headlines from the headline form, and the history entries a restore starts from.
import { desc } from "drizzle-orm";
import { expect } from "vitest";
import { saveHeadline } from "@/lib/admin/headlines/save-headline";
import type { Db } from "@/lib/db/client";
import * as t from "@/lib/db/schema";
import { headlineSchema } from "@/lib/validation/headline";
import { TEST_ADMIN } from "../../fixtures/admin";
import { companyFixture } from "../../fixtures/company";
import { openEditor } from "../company-rows";
import { createCompanyFromEditor, updateCompanyFromEditor } from "../editor-saves";
import { openedRow } from "../opened-row";

/** A published company whose every searchable field holds its own words (none of the others'). */
export const quokkaLabs = (overrides: Record<string, unknown> = {}) =>
  companyFixture({
    name: "Quokka Labs",
    short_description: "Columnar warehouse",
    description: "Builds a telescope for logs.",
    city: "Berlin, Germany",
    key_people: [{ name: "Ada Lovelace", role: "CEO" }],
    projects: [{ name: "quokkadb", resources_url: "https://github.com/quokka/quokkadb" }],
    tags: [{ category: "technology", name: "Lakehouse" }],
    ...overrides,
  });

/** Creates `form` from the company editor; answers the company's id. */
export async function createFromEditor(form: ReturnType<typeof companyFixture>) {
  const created = await createCompanyFromEditor(TEST_ADMIN, form);
  if (!created.ok) throw new Error(created.message);
  return created.id;
}

type Form = Awaited<ReturnType<typeof openEditor>>["form"];

/** Saves the editor's form of the company at `shortname` once `edit` changed it; `rename` renames it. */
export async function editCompany(shortname: string, edit: (form: Form) => void, rename?: string) {
  const { id, version, form } = await openEditor(shortname);
  edit(form);
  const saved = await updateCompanyFromEditor(TEST_ADMIN, id, version, form, rename);
  expect(saved).toMatchObject({ ok: true });
}

/** Saves a headline from its form (a new one when `id` is null); answers its id. */
export async function saveHeadlineForm(db: Db, id: number | null, fields: Record<string, unknown>) {
  const input = headlineSchema.parse({
    url: "https://news.example/quokka",
    description: "Quokka Labs raises a seed round",
    headline_type: "funding",
    headline_date: "2025-01-31",
    ...fields,
  });
  const opened = id === null ? null : await openedRow(db, "headline", id);
  const saved = await saveHeadline(TEST_ADMIN, opened, input);
  expect(saved).toMatchObject({ ok: true });
  return (saved as { id: number }).id;
}

/** The id of the last change recorded in the history. */
export async function lastChangeId(db: Db) {
  const [row] = await db
    .select({ id: t.changeHistory.id })
    .from(t.changeHistory)
    .orderBy(desc(t.changeHistory.id))
    .limit(1);
  return row.id;
}
