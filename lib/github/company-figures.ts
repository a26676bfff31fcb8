import "server-only";
import { sql } from "drizzle-orm";
import type { Db } from "@/lib/db/client";
import { companyOpenSource } from "@/lib/db/schema";
import { GROWTH_MIN_START_STARS, GROWTH_WINDOW_DAYS } from "@/lib/domain/growth-index";

// Each company's open-source figures, from the repositories of its projects, recomputed in
// one statement after a sweep that changed anything (a few thousand rows at most):
// - stars: the sum of its repositories' stars as last synced;
// - star_gain_90d: stars now minus stars 90 days before, over the repositories whose stars
//   that day are known (a snapshot or the backfilled history on or before it; a repository
//   created since counts from 0);
// - the growth index (Runa Capital's ROSS rule): its best repository's stars now divided by
//   its stars 90 days before, among repositories that had at least 1,000 stars then.

const dayOf = (moment: Date) => moment.toISOString().slice(0, 10);

/** The day `GROWTH_WINDOW_DAYS` before `today`, where the window starts. */
export function growthWindowStart(today: Date): string {
  return dayOf(new Date(today.getTime() - GROWTH_WINDOW_DAYS * 86_400_000));
}

/** Recomputes every company's figures as of `today`, in one transaction. */
export async function refreshCompanyFigures(db: Db, today: Date = new Date()): Promise<void> {
  const start = growthWindowStart(today);
  await db.transaction(async (tx) => {
    await tx.execute(sql`
      with point as (
        select repository_id, day, stars from repository_snapshot
        union all
        select repository_id, day, stars from repository_star_history
      ),
      counted as (
        select op.organization_id, r.id, r.stars, r.checked_at,
          case when r.created_at_github >= ${start}::date then 0
          else (select p.stars from point p where p.repository_id = r.id and p.day <= ${start}::date
                order by p.day desc limit 1) end as start_stars
        from repository r
        join organizationproject op on op.project_id = r.project_id
        where r.stars is not null
      ),
      best as (
        select distinct on (organization_id) organization_id, id, start_stars,
          stars - start_stars as gain, stars::float8 / start_stars as ratio
        from counted where start_stars >= ${GROWTH_MIN_START_STARS}
        order by organization_id, stars::float8 / start_stars desc, id
      ),
      totals as (
        select organization_id, sum(stars)::int as stars,
          (sum(stars - start_stars) filter (where start_stars is not null))::int as gain,
          max(checked_at)::date as as_of
        from counted group by organization_id
      ),
      gone as (
        delete from ${companyOpenSource}
        where organization_id not in (select organization_id from totals)
      )
      insert into ${companyOpenSource} (organization_id, stars, star_gain_90d, growth_ratio,
        growth_repository_id, growth_start_stars, growth_gain, as_of)
      select t.organization_id, t.stars, t.gain, b.ratio, b.id, b.start_stars, b.gain, t.as_of
      from totals t left join best b using (organization_id)
      on conflict (organization_id) do update set stars = excluded.stars,
        star_gain_90d = excluded.star_gain_90d, growth_ratio = excluded.growth_ratio,
        growth_repository_id = excluded.growth_repository_id,
        growth_start_stars = excluded.growth_start_stars, growth_gain = excluded.growth_gain,
        as_of = excluded.as_of`);
  });
}
