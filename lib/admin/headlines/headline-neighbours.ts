import { and, asc, desc, eq, gt, isNotNull, isNull, lt, or, sql, type SQL } from "drizzle-orm";
import type { Db } from "@/lib/db/client";
import { headline } from "@/lib/db/schema";
import type { ReviewSet } from "@/lib/domain/headline-review";

export type Neighbours = { previous: number | null; next: number | null };
type Position = { id: number; headline_date: string | null };

const inSet: Record<ReviewSet, SQL | undefined> = {
  all: undefined,
  published: eq(headline.published, true),
  unpublished: eq(headline.published, false),
};

/**
 * The headlines before and after `current` within a set, in the order of the lists: newest
 * date first, ties by id (higher first), undated ones last. Each side is one index probe.
 */
export async function findNeighbours(
  db: Db,
  current: Position,
  set: ReviewSet,
): Promise<Neighbours> {
  const [previous, next] = await Promise.all([
    step(db, current, set, "previous"),
    step(db, current, set, "next"),
  ]);
  return { previous, next };
}

async function step(
  db: Db,
  { id, headline_date: date }: Position,
  set: ReviewSet,
  way: "previous" | "next",
) {
  const forward = way === "next";
  const order = forward
    ? [sql`${headline.headline_date} desc nulls last`, desc(headline.id)]
    : [sql`${headline.headline_date} asc nulls first`, asc(headline.id)];
  const sameDate =
    date === null ? isNull(headline.headline_date) : eq(headline.headline_date, date);
  const idSide = forward ? lt(headline.id, id) : gt(headline.id, id);
  // Later in the list: an older date, or undated; earlier: a newer date (undated: any date).
  const otherDates =
    date === null
      ? forward
        ? undefined
        : isNotNull(headline.headline_date)
      : forward
        ? or(lt(headline.headline_date, date), isNull(headline.headline_date))
        : gt(headline.headline_date, date);
  const where = and(
    inSet[set],
    otherDates ? or(and(sameDate, idSide), otherDates) : and(sameDate, idSide),
  );
  const [row] = await db
    .select({ id: headline.id })
    .from(headline)
    .where(where)
    .orderBy(...order)
    .limit(1);
  return row?.id ?? null;
}
