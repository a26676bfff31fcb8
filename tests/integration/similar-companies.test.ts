import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { applyTags } from "@/lib/admin/tags/apply-tags";
import { createCompany } from "@/lib/companies/create-company";
import { getDb } from "@/lib/db/client";
import { selectRows } from "@/lib/db/rows";
import { sqlArray } from "@/lib/db/sql-arrays";
import * as t from "@/lib/db/schema";
import { getCompanyRecord } from "@/lib/queries/company-detail";
import { getSimilarCompanies, SIMILAR_COMPANIES } from "@/lib/queries/similar-companies";
import { forgetAfterWrite } from "@/lib/redis/write-news";
import { TEST_ADMIN } from "../fixtures/admin";
import { companyFixture } from "../fixtures/company";
import { shareDemoDatabase } from "./search/demo-database";

// Similar companies on the demo data: by the tags they share, the rarest weighing most.

describe("similar companies on the demo data", () => {
  shareDemoDatabase("pglite");

  const tagsOf = async (shortname: string) =>
    new Set((await getCompanyRecord(shortname))!.tags.map((tag) => tag.name));

  it("are other public companies sharing tags, those sharing the rarer ones first", async () => {
    const supabase = (await getCompanyRecord("supabase"))!;
    const similar = await getSimilarCompanies(supabase);
    expect(similar.length).toBeGreaterThan(0);
    expect(similar.length).toBeLessThanOrEqual(SIMILAR_COMPANIES);
    const own = await tagsOf("supabase");
    for (const company of similar) {
      expect(company.shortname).not.toBe("supabase");
      expect(company.shared_tags.length).toBeGreaterThan(0);
      expect(company.shared_tags.every((tag) => own.has(tag))).toBe(true);
      const theirs = await tagsOf(company.shortname);
      expect([...own].filter((tag) => theirs.has(tag)).sort()).toEqual(
        [...company.shared_tags].sort(),
      );
    }
    // Each shared tag weighs ln(public companies / its companies): the sums never rise.
    const rows = await selectRows<{ name: string; companies: number; total: number }>(
      await getDb(),
      sql`select t.name, count(*)::int as companies,
          (select count(*)::int from organization where published and not is_dummy) as total
        from organization_tag ot join tag t on t.id = ot.tag_id
        join organization o on o.id = ot.organization_id
        where o.published and not o.is_dummy group by t.name`,
    );
    const weight = new Map(rows.map((row) => [row.name, Math.log(row.total / row.companies)]));
    const scores = similar.map((company) =>
      company.shared_tags.reduce((sum, tag) => sum + weight.get(tag)!, 0),
    );
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
  });

  it("follow a curator's tagging at once", async () => {
    const supabase = (await getCompanyRecord("supabase"))!;
    const before = await getSimilarCompanies(supabase);
    // A company that is not among them yet (read once, so that its links are kept) takes all
    // of Supabase's tags, through the tag editor's write.
    const [{ id: other, shortname }] = await selectRows<{ id: number; shortname: string }>(
      await getDb(),
      sql`select id, shortname from organization
        where published and not is_dummy and shortname <> 'supabase'
          and shortname <> all(${sqlArray(
            before.map((company) => company.shortname),
            "text",
          )})
        order by id limit 1`,
    );
    const tags = supabase.tags.map((tag) => tag.id);
    expect(await applyTags(TEST_ADMIN, "apply", tags, [other])).toMatchObject({ ok: true });
    const [first] = await getSimilarCompanies(supabase);
    expect(first.shortname).toBe(shortname);
    expect([...first.shared_tags].sort()).toEqual(supabase.tags.map((tag) => tag.name).sort());
  });

  it("leave out unpublished companies, and are none for a company without tags", async () => {
    const supabase = (await getCompanyRecord("supabase"))!;
    const [first] = await getSimilarCompanies(supabase);
    const db = await getDb();
    await db
      .update(t.organization)
      .set({ published: false })
      .where(eq(t.organization.shortname, first.shortname));
    forgetAfterWrite(); // as a write's refresh does: the kept tag links are read again
    const after = await getSimilarCompanies(supabase);
    expect(after.map((company) => company.shortname)).not.toContain(first.shortname);

    const { shortname } = await createCompany(
      db,
      companyFixture({ name: "Untagged Co", published: true, tags: [] }),
    );
    const untagged = (await getCompanyRecord(shortname))!;
    expect(untagged.tags).toEqual([]);
    expect(await getSimilarCompanies(untagged)).toEqual([]);
  });
});
