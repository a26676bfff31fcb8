import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { restoreChange } from "@/lib/admin/history/restore-change";
import { checkShortname } from "@/lib/admin/companies/check-shortname";
import { useDatabase, type Db } from "@/lib/db/client";
import * as t from "@/lib/db/schema";
import { renamedCompany } from "@/lib/queries/exists";
import { TEST_ADMIN } from "../fixtures/admin";
import { companyFixture } from "../fixtures/company";
import { companyHistory, openEditor } from "./company-rows";
import { DRIVERS, useFreshDatabase } from "./databases";
import { createCompanyFromEditor, updateCompanyFromEditor } from "./editor-saves";

async function create(name: string) {
  const created = await createCompanyFromEditor(TEST_ADMIN, companyFixture({ name }));
  if (!created.ok) throw new Error(created.message);
  return created;
}

/** Renames the company now called `from` to `to` from its editor, as a curator would. */
async function rename(from: string, to: string) {
  const { id, version, form } = await openEditor(from);
  return updateCompanyFromEditor(TEST_ADMIN, id, version, form, to);
}

async function redirects(db: Db) {
  const rows = await db
    .select({ old: t.shortnameRedirect.old_shortname, id: t.shortnameRedirect.organization_id })
    .from(t.shortnameRedirect)
    .orderBy(t.shortnameRedirect.old_shortname);
  return rows.map((row) => `${row.old}→${row.id}`);
}

describe.each(DRIVERS)("renaming a company's shortname on $name", ({ driver }) => {
  const database = useFreshDatabase(driver);
  beforeEach(() => useDatabase(database()));

  it("keeps each former shortname leading to the company, through chains and back", async () => {
    const { db } = database();
    const { id } = await create("Alpha");
    expect(await rename("alpha", "beta")).toMatchObject({ ok: true, shortname: "beta" });
    expect(await redirects(db)).toEqual([`alpha→${id}`]);
    expect(await renamedCompany("alpha")).toEqual({ shortname: "beta", shown: true });

    expect(await rename("beta", "gamma")).toMatchObject({ ok: true, shortname: "gamma" });
    expect(await redirects(db)).toEqual([`alpha→${id}`, `beta→${id}`]);
    expect(await renamedCompany("alpha")).toEqual({ shortname: "gamma", shown: true });
    expect(await renamedCompany("beta")).toEqual({ shortname: "gamma", shown: true });
    expect(await renamedCompany("gamma")).toBeNull();

    // Back to the first: it is the company's shortname again, no longer a redirect.
    expect(await rename("gamma", "alpha")).toMatchObject({ ok: true, shortname: "alpha" });
    expect(await redirects(db)).toEqual([`beta→${id}`, `gamma→${id}`]);
    expect(await renamedCompany("beta")).toEqual({ shortname: "alpha", shown: true });
  });

  it("records the rename in the company's update entry, and its posts follow", async () => {
    const { db } = database();
    const { id } = await create("Alpha");
    await db
      .insert(t.socialMediaPosts)
      .values({ org_shortname: "alpha", url: "https://x.com/post/1" });
    await rename("alpha", "alpha-data");
    const entry = (await companyHistory(db)).at(-1)!;
    expect(entry).toMatchObject({ entity_id: id, action: "update" });
    expect(entry.before).toMatchObject({ shortname: "alpha" });
    expect(entry.after).toMatchObject({ shortname: "alpha-data" });
    const posts = await db.select().from(t.socialMediaPosts);
    expect(posts.map((post) => post.org_shortname)).toEqual(["alpha-data"]);
  });

  it("refuses a shortname another company has or had, or one badly written, and changes nothing", async () => {
    const { db } = database();
    const alpha = await create("Alpha");
    await create("Beta");
    await rename("alpha", "alpha-new");
    const before = await companyHistory(db);
    const refusals = {
      beta: "The shortname beta is taken by Beta.",
      "has space": "Shortname may not contain spaces: use hyphens between words.",
      café: "Shortname must be plain ASCII: lowercase letters a-z, digits, hyphens and underscores.",
      Upper:
        "Shortname may use only lowercase letters, digits, underscores and single hyphens, and may not start or end with a hyphen.",
      "": "Shortname is required.",
    };
    for (const [wanted, message] of Object.entries(refusals)) {
      expect(await rename("alpha-new", wanted)).toEqual({
        ok: false,
        message: `shortname: ${message}`,
        errors: { shortname: message },
      });
      expect(await checkShortname(TEST_ADMIN, alpha.id, wanted)).toEqual({ ok: false, message });
    }
    // Beta may not take Alpha's former shortname.
    const reserved =
      "The shortname alpha is reserved: it was Alpha's and its links lead to /organizations/alpha-new.";
    expect(await rename("beta", "alpha")).toMatchObject({
      ok: false,
      errors: { shortname: reserved },
    });
    expect(await checkShortname(TEST_ADMIN, alpha.id, "alpha")).toEqual({
      ok: true,
      message: "alpha is available.",
    });
    expect(await companyHistory(db)).toEqual(before);
    expect(await redirects(db)).toEqual([`alpha→${alpha.id}`]);
  });

  it("gives a new company the next free -2, -3 past the names that still redirect", async () => {
    await create("Alpha");
    await rename("alpha", "alpha-renamed");
    await create("Alpha-2");
    expect((await create("Alpha")).shortname).toBe("alpha-3");
  });

  it("restores the former shortname with a restore of the rename, and the left one leads to it", async () => {
    const { db } = database();
    const { id } = await create("Alpha");
    await rename("alpha", "beta");
    const update = (await companyHistory(db)).at(-1)!;
    expect(await restoreChange(TEST_ADMIN, update.id)).toMatchObject({ ok: true });
    const [row] = await db.select().from(t.organization).where(eq(t.organization.id, id));
    expect(row.shortname).toBe("alpha");
    expect(await redirects(db)).toEqual([`beta→${id}`]);
    expect((await companyHistory(db)).at(-1)).toMatchObject({
      action: "restore",
      before: { shortname: "beta" },
      after: { shortname: "alpha" },
    });
  });
});
