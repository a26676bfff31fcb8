import { describe, expect, it } from "vitest";
import { applyTags } from "@/lib/admin/tags/apply-tags";
import {
  listMatchingOrganizations,
  listOrganizationsPage,
} from "@/lib/admin/tags/list-organizations";
import { useDatabase } from "@/lib/db/client";
import * as t from "@/lib/db/schema";
import { TEST_ADMIN } from "../fixtures/admin";
import { useFreshDatabase } from "./databases";
import { newTag } from "./tag-fixtures";

const names = (rows: { name: string }[]) => rows.map((row) => row.name);

// The Apply/Remove tab's organization list filled from a pasted /organizations URL: the
// companies that list shows, on every page, through the list's own codec and WHERE.
describe("Organizations found by a pasted /organizations URL", () => {
  const database = useFreshDatabase("pglite");

  it("selects what the list shows: its search, tag filter (any or all) and unpublished toggle", async () => {
    const { db } = database();
    useDatabase(database());
    const rows = await db
      .insert(t.organization)
      .values([
        { name: "Data One", shortname: "data-one", published: true },
        { name: "Data Two", shortname: "data-two", published: true },
        { name: "Data Hidden", shortname: "data-hidden", published: false },
        { name: "Other", shortname: "other", published: true },
      ])
      .returning({ id: t.organization.id });
    const [one, two, hidden, other] = rows.map((row) => row.id);
    const [rust, go] = [await newTag(db, "Rust"), await newTag(db, "Go")];
    await applyTags(TEST_ADMIN, "apply", [rust], [one, hidden, other]);
    await applyTags(TEST_ADMIN, "apply", [go], [one, two]);

    const matching = async (q: string) => names(await listMatchingOrganizations(TEST_ADMIN, q));
    expect(await matching("https://coss.example/organizations?search=data")).toEqual([
      "Data One",
      "Data Two",
    ]);
    expect(await matching(`/organizations?search=data&tags=${rust},${go}`)).toEqual([
      "Data One",
      "Data Two",
    ]);
    expect(await matching(`/organizations?tags=${rust},${go}&filterMode=all`)).toEqual([
      "Data One",
    ]);
    expect(await matching(`/organizations?tags=${rust}&showUnpublished=true&page=3`)).toEqual([
      "Data Hidden",
      "Data One",
      "Other",
    ]);
    // Typed text still finds names and tag names, unpublished companies included.
    expect(await matching("rust")).toEqual(["Data Hidden", "Data One", "Other"]);

    const page = await listOrganizationsPage(
      TEST_ADMIN,
      `/organizations?search=data&tags=${go},${rust},424242&filterMode=all`,
      1,
      1,
    );
    expect(page).toMatchObject({
      total: 1,
      rows: [{ name: "Data One", published: true }],
      listed: { search: "data", tags: ["Go", "Rust"], allTags: true },
    });
  });
});
