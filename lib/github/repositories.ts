import "server-only";
import { isNotNull, sql } from "drizzle-orm";
import type { Db } from "@/lib/db/client";
import { project, repository } from "@/lib/db/schema";
import { selectRows } from "@/lib/db/rows";
import { sqlArray } from "@/lib/db/sql-arrays";
import { githubRepository } from "./repository-url";

// One repository row per project whose resources_url names a GitHub repository, and none for
// other projects: figures of other hosts are not kept.

// Serialises concurrent runs (many servers): each would otherwise race the other's inserts.
const ROWS_LOCK = 0x6769_7468; // "gith"

/**
 * Brings the repository rows in step with the projects' URLs; safe to run at any time.
 * Resolves with whether any row was added or removed.
 */
export async function syncRepositoryRows(db: Db): Promise<boolean> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${ROWS_LOCK})`);
    const projects = await tx
      .select({ id: project.id, url: project.resources_url })
      .from(project)
      .where(isNotNull(project.resources_url));
    const wanted = projects.flatMap(({ id, url }) => {
      const found = githubRepository(url ?? "");
      return found ? [{ projectId: id, ...found }] : [];
    });
    const projectIds = sqlArray(
      wanted.map((row) => row.projectId),
      "int",
    );
    const urls = sqlArray(
      wanted.map((row) => row.url),
      "text",
    );

    // A project that names another repository now starts afresh: the old figures, ETags and
    // snapshots were another repository's. (A rename the sync followed already moved the url.)
    const removed = await tx
      .delete(repository)
      .where(
        sql`(${repository.project_id}, ${repository.url}) not in
          (select * from unnest(${projectIds}, ${urls}))`,
      )
      .returning({ id: repository.id });
    if (wanted.length === 0) return removed.length > 0;
    const added = await selectRows<{ id: number }>(
      tx,
      sql`
      insert into ${repository} (project_id, owner, name, url)
      select * from unnest(${projectIds}, ${sqlArray(
        wanted.map((row) => row.owner),
        "text",
      )}, ${sqlArray(
        wanted.map((row) => row.repo),
        "text",
      )}, ${urls})
      on conflict (project_id) do nothing
      returning id`,
    );
    return removed.length > 0 || added.length > 0;
  });
}
