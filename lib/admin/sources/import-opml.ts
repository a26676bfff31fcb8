import "server-only";
import type { AdminUser } from "@/lib/auth/admin-user";
import { newsSource } from "@/lib/db/schema";
import { refused, type ActionResult } from "../action-result";
import { answeredWrite } from "../admin-write";
import type { HistoryRecord } from "../history/record-changes";
import { readOpml, type OpmlOutline } from "./opml-document";
import { newsSourceSchema, SOURCE_LIMITS, type NewsSourceInput } from "./source-schema";
import { sourceSnapshot } from "./source-record";

// An OPML import: each feed of the file becomes an outlet, on, named by its title (its host
// when it has none), polled every hour; what is there already stays as it is.

export const MAX_OPML_FEEDS = 5000;
const DEFAULT_INTERVAL = 60;
const FAILED = "An error occurred while importing the file; nothing was imported.";

/** What an import did: how many sources it added, and each feed skipped or invalid, why. */
export type OpmlImported = ActionResult<{ added: number; skipped: string[]; invalid: string[] }>;

/**
 * Adds the feeds of OPML `text` as news sources, in one transaction with one history entry per
 * source added, skipping the URLs already present (or listed twice) and the invalid outlines.
 */
export async function importOpmlSources(admin: AdminUser, text: string): Promise<OpmlImported> {
  const reading = readOpml(text);
  if (!reading.ok) return refused(`Nothing was imported: ${reading.reason}`);
  const { outlines } = reading;
  if (outlines.length === 0) {
    return refused("Nothing was imported: the file lists no feed (no outline with an xmlUrl).");
  }
  if (outlines.length > MAX_OPML_FEEDS) {
    return refused(
      `Nothing was imported: the file lists ${outlines.length} feeds, more than the ${MAX_OPML_FEEDS.toLocaleString("en-US")} one import takes.`,
    );
  }
  const { sources, repeated, invalid } = sourcesOf(outlines);
  return answeredWrite(admin, { failed: FAILED, context: "Importing OPML" }, async (tx) => {
    // One statement: a URL present already (or added by another import meanwhile) is skipped.
    const added = sources.length
      ? await tx.insert(newsSource).values(sources).onConflictDoNothing().returning()
      : [];
    const addedUrls = new Set(added.map((row) => row.url));
    const skipped = [
      ...sources
        .filter((source) => !addedUrls.has(source.url))
        .map((source) => `${source.url}: already a source`),
      ...repeated,
    ];
    const history: HistoryRecord[] = added.map((row) => ({
      entityType: "news_source",
      entityId: row.id,
      label: row.name,
      action: "create",
      before: null,
      after: sourceSnapshot({ ...row, kind: "outlet", company: null }),
    }));
    const message = `OPML import: ${added.length} added, ${skipped.length} skipped (already present), ${invalid.length} invalid.`;
    return {
      result: { ok: true, message, added: added.length, skipped, invalid },
      history,
    };
  });
}

// Each outline as a source, unless it is invalid or its URL came earlier in the file.
function sourcesOf(outlines: OpmlOutline[]) {
  const sources: NewsSourceInput[] = [];
  const repeated: string[] = [];
  const invalid: string[] = [];
  const seen = new Set<string>();
  for (const outline of outlines) {
    const name = (outline.title ?? hostOf(outline.url) ?? outline.url).slice(0, SOURCE_LIMITS.name);
    const parsed = newsSourceSchema.safeParse({
      url: outline.url,
      name,
      kind: "outlet",
      outlet: name,
      interval_minutes: DEFAULT_INTERVAL,
      active: true,
    });
    if (!parsed.success) {
      const problems = parsed.error.issues.map((issue) => issue.message).join("; ");
      invalid.push(
        `Feed ${outline.number}${outline.title ? ` (${outline.title})` : ""}: ${problems}`,
      );
    } else if (seen.has(parsed.data.url)) {
      repeated.push(`${parsed.data.url}: listed twice in the file`);
    } else {
      seen.add(parsed.data.url);
      sources.push(parsed.data);
    }
  }
  return { sources, repeated, invalid };
}

function hostOf(url: string): string | null {
  try {
    return new URL(url).hostname || null;
  } catch {
    return null;
  }
}
