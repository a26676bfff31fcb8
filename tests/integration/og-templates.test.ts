import { asc } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { listOgTemplates, saveOgTemplate } from "@/lib/admin/og/og-templates";
import { useDatabase } from "@/lib/db/client";
import * as t from "@/lib/db/schema";
import { DEFAULT_OG_TEMPLATE } from "@/lib/domain/og-template";
import { getDefaultOgTemplate } from "@/lib/queries/og-card";
import { TEST_ADMIN } from "../fixtures/admin";
import { useFreshDatabase } from "./databases";

describe("og templates", () => {
  const database = useFreshDatabase("pglite");
  beforeEach(() => useDatabase(database()));

  it("starts with the migration's default template, equal to the built-in one", async () => {
    const [only, ...rest] = await listOgTemplates(TEST_ADMIN);
    expect(rest).toEqual([]);
    const { id, version, ...style } = only;
    expect(id).toBeGreaterThan(0);
    expect(version).toBe(1);
    expect(style).toEqual(DEFAULT_OG_TEMPLATE);
  });

  it("keeps one default: a new default takes the flag from the old one", async () => {
    const green = { ...DEFAULT_OG_TEMPLATE, name: "Green", background_color: "#10B981" };
    const saved = await saveOgTemplate(TEST_ADMIN, null, green);
    const rows = await database().db.select().from(t.ogTemplates).orderBy(asc(t.ogTemplates.name));
    expect(rows.map((row) => [row.name, row.is_default])).toEqual([
      ["Default", false],
      ["Green", true],
    ]);
    expect((await getDefaultOgTemplate()).background_color).toBe("#10B981");
    const id = saved.ok ? saved.id : 0;
    expect(await saveOgTemplate(TEST_ADMIN, { id: id + 100, version: 1 }, green)).toEqual({
      ok: false,
      message: "Template not found",
    });
    const history = await database().db.select().from(t.changeHistory);
    expect(history).toMatchObject([
      { entity_type: "og_template", action: "create", entity_label: "Green" },
    ]);
  });
});
