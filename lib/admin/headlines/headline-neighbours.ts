import "server-only";
import { and, asc, desc, eq, gt, isNotNull, isNull, lt, sql, type SQL } from "drizzle-orm";
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

// The lists' order: newest date first, ties by id (higher first), undated ones last. Each
// query below is one range of the (headline_date desc nulls last, id desc) index, walked
// forwards (next) or backwards (previous); a row comparison keeps it a single range.
const NEWEST_FIRST = [sql`${headline.headline_date} desc nulls last`, desc(headline.id)];
const OLDEST_FIRST = [sql`${headline.headline_date} asc nulls first`, asc(headline.id)];
const NULL_DATE = isNull(headline.headline_date);

/** The headlines before and after `current` within a set, in the order of the lists. */
export async function findNeighbours(
  db: Db,
  current: Position,
  set: ReviewSet,
): Promise<Neighbours> {
  const first = async (where: SQL | undefined, order: SQL[]) => {
    const [row] = await db
      .select({ id: headline.id })
      .from(headline)
      .where(and(inSet[set], where))
      .orderBy(...order)
      .limit(1);
    return row?.id ?? null;
  };
  const { id, headline_date: date } = current;
  if (date === null) {
    const [previous, next] = await Promise.all([
      first(and(NULL_DATE, gt(headline.id, id)), [asc(headline.id)]).then(
        async (found) => found ?? first(isNotNull(headline.headline_date), OLDEST_FIRST),
      ),
      first(and(NULL_DATE, lt(headline.id, id)), [desc(headline.id)]),
    ]);
    return { previous, next };
  }
  const position = sql`(${date}::date, ${id}::integer)`;
  const [previous, next] = await Promise.all([
    first(sql`(${headline.headline_date}, ${headline.id}) > ${position}`, OLDEST_FIRST),
    first(sql`(${headline.headline_date}, ${headline.id}) < ${position}`, NEWEST_FIRST).then(
      async (found) => found ?? first(NULL_DATE, [desc(headline.id)]),
    ),
  ]);
  return { previous, next };
}
