import "server-only";
import { sql } from "drizzle-orm";
import { getDb } from "@/lib/db/client";
import { selectRows } from "@/lib/db/rows";
import { PUBLIC_ORGANIZATION } from "@/lib/queries/visibility";
import { searchTags, type TagHit } from "./tags";
import { searchWords } from "./words";

// The ways on from a search that found nothing: the companies whose names look most like the
// query (trigram similarity of the folded name, pg_trgm's `%`, served by its index), and the
// tags whose names share a word with it.

export type SimilarCompany = { name: string; shortname: string };
export type ZeroResultHelp = { companies: SimilarCompany[]; tags: TagHit[] };

const MOST = 5;

/** Companies with names like `query`'s and tags sharing a word with it, for an empty result. */
export async function zeroResultHelp(query: string): Promise<ZeroResultHelp> {
  const { words, key } = searchWords(query);
  if (key.length < 3) return { companies: [], tags: [] };
  const db = await getDb();
  const anyWord = words.filter((word) => word.length >= 3).join(" | ");
  const [companies, tags] = await Promise.all([
    selectRows<SimilarCompany>(
      db,
      sql`select o.name, o.shortname from company_search cs
        join organization o on o.id = cs.organization_id
        where cs.name_key % ${key} and ${PUBLIC_ORGANIZATION}
        order by similarity(cs.name_key, ${key}) desc, o.id limit ${MOST}`,
    ),
    anyWord
      ? searchTags(db, { raw: sql`to_tsquery('english', ${anyWord})`, fixed: null }, MOST)
      : { hits: [] },
  ]);
  return { companies, tags: tags.hits };
}
