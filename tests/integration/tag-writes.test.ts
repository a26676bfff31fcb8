import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { applyTags } from "@/lib/admin/tags/apply-tags";
import { createCategory } from "@/lib/admin/tags/category-writes";
import { deleteCategory } from "@/lib/admin/tags/delete-category";
import { listDuplicateGroups } from "@/lib/admin/tags/list-duplicates";
import { listCategories, listTagsPage } from "@/lib/admin/tags/list-tags";
import { mergeTags } from "@/lib/admin/tags/merge-tags";
import { removeCompanyTag } from "@/lib/admin/tags/remove-company-tag";
import { createTag, deleteTags } from "@/lib/admin/tags/tag-writes";
import { useDatabase } from "@/lib/db/client";
import { selectRows } from "@/lib/db/rows";
import { TEST_ADMIN } from "../fixtures/admin";
import { DRIVERS, useFreshDatabase } from "./databases";
import { categoryId, companies, links, newTag, snapshot } from "./tag-fixtures";

describe.each(DRIVERS)("Tag writes ($name)", ({ driver }) => {
  const database = useFreshDatabase(driver);

  it("refuses a tag name already in its category, whatever the case, naming it", async () => {
    const { db } = database();
    useDatabase(database());
    await newTag(db, "Kubernetes");
    const before = await snapshot(db);
    const result = await createTag(TEST_ADMIN, {
      name: "KUBERNETES",
      description: null,
      category_id: await categoryId(db, "technology"),
    });
    expect(result).toEqual({
      ok: false,
      message:
        'Error creating tag: a tag named "Kubernetes" already exists in category "technology"',
      errors: { name: 'a tag named "Kubernetes" already exists in category "technology"' },
    });
    expect(await snapshot(db)).toEqual(before);
    expect(
      await createTag(TEST_ADMIN, { name: "x", description: null, category_id: 99999 }),
    ).toMatchObject({
      ok: false,
      message: "Error creating tag: no category with id 99999 exists",
    });
    expect(
      await createCategory(TEST_ADMIN, { name: "Technology", description: null }),
    ).toMatchObject({
      ok: false,
      message: 'Error creating category: a category named "technology" already exists',
    });
  });

  it("counts each category's tags and each tag's companies, a new category's as 0", async () => {
    const { db } = database();
    useDatabase(database());
    expect(await createCategory(TEST_ADMIN, { name: "Runtime", description: null })).toMatchObject({
      ok: true,
    });
    const [a] = [await newTag(db, "Gamma", "Runtime"), await newTag(db, "Delta", "Runtime")];
    await applyTags(TEST_ADMIN, "apply", [a], await companies(db, 3));
    const runtime = (await listCategories(TEST_ADMIN)).find((c) => c.name === "Runtime");
    expect(runtime?.tag_count).toBe(2);
    expect(await createCategory(TEST_ADMIN, { name: "Empty", description: null })).toMatchObject({
      ok: true,
    });
    const empty = (await listCategories(TEST_ADMIN)).find((c) => c.name === "Empty");
    expect(empty?.tag_count).toBe(0);
    const page = await listTagsPage(TEST_ADMIN, { q: "", category: runtime!.id }, 1, 24);
    expect(page.rows.map((row) => [row.name, row.usage])).toEqual([
      ["Delta", 0],
      ["Gamma", 3],
    ]);
  });

  it("applies and removes tags set-wise, recording each tag's changed companies", async () => {
    const { db } = database();
    useDatabase(database());
    const orgs = await companies(db, 30);
    const [a, b] = [await newTag(db, "Alpha"), await newTag(db, "Beta")];
    expect(await applyTags(TEST_ADMIN, "apply", [a], orgs.slice(0, 10))).toMatchObject({
      ok: true,
    });
    expect(await applyTags(TEST_ADMIN, "apply", [a, b], orgs)).toEqual({
      ok: true,
      message: "Successfully applied 2 tags to 30 organizations",
    });
    expect(await links(db)).toHaveLength(60);
    const [entry] = await selectRows<{ after: { applied_to: string[] } }>(
      db,
      sql`select after from change_history where entity_id = ${a} order by id desc limit 1`,
    );
    expect(entry.after.applied_to).toHaveLength(20);
    expect(await applyTags(TEST_ADMIN, "remove", [b], orgs.slice(0, 5))).toEqual({
      ok: true,
      message: "Successfully removed 1 tags from 5 organizations",
    });
    expect(await links(db)).toHaveLength(55);
    const before = await snapshot(db);
    expect(await applyTags(TEST_ADMIN, "apply", [a, 424242], orgs)).toMatchObject({
      ok: false,
      message: "Error applying tags: no tag with id 424242 exists",
    });
    expect(await applyTags(TEST_ADMIN, "remove", [a], [orgs[0], 424242])).toMatchObject({
      ok: false,
      message: "Error removing tags: no organization with id 424242 exists",
    });
    expect(await snapshot(db)).toEqual(before);
  });

  it("merges a group into the kept tag: each company keeps exactly one link, one history entry", async () => {
    const { db } = database();
    useDatabase(database());
    const orgs = await companies(db, 6);
    const kube = await newTag(db, "Kubernetes");
    const lower = await newTag(db, "kubernetes", "industry");
    const odd = await newTag(db, "Kubernete-s", "sector");
    await applyTags(TEST_ADMIN, "apply", [kube], orgs.slice(0, 4));
    await applyTags(TEST_ADMIN, "apply", [lower], orgs.slice(2, 6));
    await applyTags(TEST_ADMIN, "apply", [odd], orgs.slice(3, 5));
    const [group] = await listDuplicateGroups(TEST_ADMIN);
    expect(group.map((tag) => tag.id).sort()).toEqual([kube, lower, odd].sort());
    expect(group[0].usage).toBe(4);

    const before = await snapshot(db);
    for (const [ids, target, reason] of [
      [[kube], kube, "a group needs at least 2 tags"],
      [[kube, lower], odd, `the tag to keep (id ${odd}) is not in the group`],
      [
        [kube, 777777],
        kube,
        "tag 777777 no longer exists (deleted or merged by another change); reload and try again",
      ],
    ] as const) {
      expect(await mergeTags(TEST_ADMIN, [...ids], target)).toMatchObject({
        ok: false,
        message: `Error merging duplicates: ${reason}`,
      });
    }
    expect(await snapshot(db)).toEqual(before);

    expect(await mergeTags(TEST_ADMIN, [kube, lower, odd], kube)).toEqual({
      ok: true,
      message: "Successfully merged 2 tags into the target tag",
    });
    expect(await links(db)).toEqual(orgs.map((id) => ({ organization_id: id, tag_id: kube })));
    expect(await selectRows(db, sql`select id from tag`)).toEqual([{ id: kube }]);
    const history = await selectRows<{
      action: string;
      after: { merged: string[]; companies: string[] };
    }>(db, sql`select action, after from change_history where action = 'merge'`);
    expect(history).toHaveLength(1);
    expect(history[0].after.merged.sort()).toEqual(["Kubernete-s", "kubernetes"]);
    expect(history[0].after.companies).toEqual([
      "company-2",
      "company-3",
      "company-4",
      "company-5",
    ]);
    expect(await listDuplicateGroups(TEST_ADMIN)).toEqual([]);
  });

  it("deletes a category's tags only as the admin chose, never orphaning them", async () => {
    const { db } = database();
    useDatabase(database());
    const [org] = await companies(db, 1);
    const cat = await createCategory(TEST_ADMIN, { name: "Runtime", description: null });
    expect(cat.ok).toBe(true);
    const runtime = await categoryId(db, "Runtime");
    const node = await newTag(db, "Node", "Runtime");
    await newTag(db, "Rust", "technology");
    await newTag(db, "rust", "Runtime");
    await applyTags(TEST_ADMIN, "apply", [node], [org]);
    const before = await snapshot(db);
    expect(await deleteCategory(TEST_ADMIN, runtime, { tags: "none" })).toMatchObject({
      ok: false,
      message:
        'Error deleting item: category "Runtime" still has 2 tags: choose whether to move them to another category or delete them',
    });
    const technology = await categoryId(db, "technology");
    expect(
      await deleteCategory(TEST_ADMIN, runtime, { tags: "move", to: technology }),
    ).toMatchObject({
      ok: false,
      message:
        'Error deleting item: category "technology" already has tags named "Rust": merge or rename them first',
    });
    expect(await snapshot(db)).toEqual(before);
    expect(
      await deleteTags(
        TEST_ADMIN,
        [await newTag(db, "Elixir", "Runtime"), 5555],
        "Error deleting tags",
      ),
    ).toMatchObject({
      ok: false,
      message:
        "Error deleting tags: tag 5555 no longer exists (deleted or merged by another change); reload and try again",
    });
    expect(await deleteCategory(TEST_ADMIN, runtime, { tags: "delete" })).toMatchObject({
      ok: true,
    });
    expect(await selectRows(db, sql`select name from tag where category_id is null`)).toEqual([]);
    expect(await links(db)).toEqual([]);
    expect(await removeCompanyTag(TEST_ADMIN, org, node)).toMatchObject({
      ok: false,
      message:
        "Error removing tag from company: this company does not have this tag (any more); reload to see the current links",
    });
  });
});

describe("Concurrent merges of overlapping groups (PostgreSQL server)", () => {
  const database = useFreshDatabase("postgres");

  it("lets one win and refuses the other, without losing or doubling a link", async () => {
    const { db } = database();
    useDatabase(database());
    const orgs = await companies(db, 9);
    const [a, b, c] = [
      await newTag(db, "Alpha"),
      await newTag(db, "alphas", "industry"),
      await newTag(db, "ALPHA", "sector"),
    ];
    await applyTags(TEST_ADMIN, "apply", [a], orgs.slice(0, 4));
    await applyTags(TEST_ADMIN, "apply", [b], orgs.slice(2, 7));
    await applyTags(TEST_ADMIN, "apply", [c], orgs.slice(6, 9));

    // Hold the shared tag so that both merges start and wait on it, then let them race.
    const results = await db
      .transaction(async (tx) => {
        await tx.execute(sql`select id from tag where id = ${b} for update`);
        const merges = [mergeTags(TEST_ADMIN, [a, b], a), mergeTags(TEST_ADMIN, [b, c], c)];
        for (let waiting = 0; waiting < 2;) {
          const [row] = await selectRows<{ n: number }>(
            db,
            sql`select count(*)::int as n from pg_stat_activity
              where datname = current_database() and wait_event_type = 'Lock'`,
          );
          waiting = row.n;
        }
        return { merges };
      })
      .then(({ merges }) => Promise.all(merges));

    const won = results.filter((result) => result.ok);
    expect(won).toEqual([{ ok: true, message: "Successfully merged 1 tags into the target tag" }]);
    expect(results.find((result) => !result.ok)?.message).toMatch(
      /^Error merging duplicates: tag \d+ no longer exists \(deleted or merged by another change\); reload and try again$/,
    );
    const winner = results[0].ok ? a : c;
    const loserOther = winner === a ? c : a;
    const after = await links(db);
    const ofWinner = after
      .filter((link) => link.tag_id === winner)
      .map((link) => link.organization_id);
    const covered = winner === a ? orgs.slice(0, 7) : orgs.slice(2, 9);
    expect(ofWinner).toEqual(covered);
    expect(after.filter((link) => link.tag_id === loserOther)).toHaveLength(winner === a ? 3 : 4);
    expect(after.filter((link) => link.tag_id === b)).toEqual([]);
    expect(
      await selectRows(db, sql`select id from change_history where action = 'merge'`),
    ).toHaveLength(1);
  });
});
