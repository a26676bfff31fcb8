import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import * as t from "@/lib/db/schema";
import { DRIVERS, useFreshDatabase } from "./databases";

describe.each(DRIVERS)("a news source's version ($name)", ({ driver }) => {
  const database = useFreshDatabase(driver);

  it("moves when a curator's field changes, never when a poll writes its state", async () => {
    const { db } = database();
    const [source] = await db
      .insert(t.newsSource)
      .values({ url: "https://news.example.com/feed.xml", name: "News", kind: "outlet" })
      .returning({ id: t.newsSource.id });
    const versionOf = async () =>
      (
        await db
          .select({ version: t.newsSource.version })
          .from(t.newsSource)
          .where(eq(t.newsSource.id, source.id))
      )[0].version;
    await db
      .update(t.newsSource)
      .set({ checked_at: new Date(), failures: 2, items_found: sql`items_found + 3` })
      .where(eq(t.newsSource.id, source.id));
    expect(await versionOf()).toBe(1);
    await db.update(t.newsSource).set({ active: false }).where(eq(t.newsSource.id, source.id));
    expect(await versionOf()).toBe(2);
  });
});
