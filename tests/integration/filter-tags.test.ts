import { describe, expect, it } from "vitest";
import { applyTags } from "@/lib/admin/tags/apply-tags";
import { useDatabase } from "@/lib/db/client";
import * as t from "@/lib/db/schema";
import { listFilterTags } from "@/lib/queries/tags";
import { TEST_ADMIN } from "../fixtures/admin";
import { useFreshDatabase } from "./databases";
import { newTag } from "./tag-fixtures";

// The tag checkboxes of /organizations: a tag is offered only when a company visitors see
// carries it, so that no checkbox tells of an unpublished or dummy company.
describe("The public tag filter", () => {
  const database = useFreshDatabase("pglite");

  it("lists the tags of public companies only", async () => {
    const { db } = database();
    useDatabase(database());
    const rows = await db
      .insert(t.organization)
      .values([
        { name: "Shown", shortname: "shown", published: true },
        { name: "Hidden", shortname: "hidden", published: false },
        { name: "Dummy", shortname: "dummy", published: true, is_dummy: true },
      ])
      .returning({ id: t.organization.id });
    const [shown, hidden, dummy] = rows.map((row) => row.id);
    const [rust, secret, fake] = [
      await newTag(db, "Rust"),
      await newTag(db, "Secret Project"),
      await newTag(db, "Fake Tech"),
    ];
    await applyTags(TEST_ADMIN, "apply", [rust], [shown, hidden]);
    await applyTags(TEST_ADMIN, "apply", [secret], [hidden]);
    await applyTags(TEST_ADMIN, "apply", [fake], [dummy]);

    expect((await listFilterTags()).map((tag) => tag.name)).toEqual(["Rust"]);
  });
});
