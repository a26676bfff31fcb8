import "server-only";
import { createHash } from "node:crypto";
import { sql } from "drizzle-orm";
import type { Db } from "@/lib/db/client";
import { selectRows } from "@/lib/db/rows";
import { keptUntilNextWrite } from "../kept-until-write";
import { countDataset } from "./dataset-rows";

/** What /data says of the published dataset, and the version its downloads are tagged with. */
export type DatasetInfo = {
  /** A strong ETag: the same for the same data, another after any write or GitHub check. */
  etag: string;
  /** When the data last changed (the newest change, company update, headline or GitHub check). */
  asOf: Date;
  companies: number;
  headlines: number;
  headlineRows: number;
};

type Marks = {
  last_change: number;
  changed_ms: number | null;
  companies_ms: number | null;
  figures_ms: number | null;
};

const epochMs = (time: ReturnType<typeof sql>) => sql`(extract(epoch from ${time}) * 1000)::float8`;

// The newest change: every admin write records one in change_history; the seeds and the
// large-data generator write companies and headlines without it, hence their own marks; the
// GitHub sweep changes the figures without either, hence its last check's.
async function readDatasetInfo(db: Db): Promise<DatasetInfo> {
  const [[marks], counts] = await Promise.all([
    selectRows<Marks>(
      db,
      sql`select
        (select coalesce(max(id), 0) from change_history)::int as last_change,
        ${epochMs(sql`(select max(created_at) from change_history)`)} as changed_ms,
        ${epochMs(sql`greatest((select max(date_updated) from organization),
          (select max(created_at) from headline))`)} as companies_ms,
        ${epochMs(sql`(select max(checked_at) from repository)`)} as figures_ms`,
    ),
    countDataset(db),
  ]);
  const asOf = new Date(
    Math.max(0, Number(marks.changed_ms), Number(marks.companies_ms), Number(marks.figures_ms)),
  );
  const version = JSON.stringify({ ...marks, ...counts });
  const etag = `"${createHash("sha256").update(version).digest("base64url").slice(0, 27)}"`;
  return { etag, asOf, ...counts };
}

/** The dataset's version, date and counts: one query after each write, none in between. */
export const datasetInfo = keptUntilNextWrite("dataset-info", readDatasetInfo);
