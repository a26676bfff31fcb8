import { describe, expect, it } from "vitest";
import { MAX_QUERY_LENGTH, allWordsQuery, searchWords } from "@/lib/search/words";

describe("the words of a query", () => {
  it("are folded to lower case without accents and split on anything but letters and digits", () => {
    expect(searchWords('  Clément "Delangue" OR (x*)  ')).toMatchObject({
      words: ["clement", "delangue", "or", "x"],
      key: "clementdelangueorx",
      punctuated: null,
    });
  });

  it("keep a word with punctuation inside whole for the database's parser", () => {
    expect(searchWords("Next.js app").punctuated).toBe("next.js app");
    expect(searchWords("BSL-1.1").punctuated).toBe("bsl-1.1");
    expect(searchWords("dbt- core.").punctuated).toBeNull();
  });

  it("are cut to the first characters of a long query, folded ligatures included", () => {
    const long = searchWords("ﷺ".repeat(MAX_QUERY_LENGTH + 1));
    expect(long.cut).toBe(true);
    expect(long.key.length).toBeLessThanOrEqual(MAX_QUERY_LENGTH);
  });

  it("make a text-search query where every word matches and the last as a prefix", () => {
    expect(allWordsQuery(["vector", "data"])).toBe("vector & data:*");
  });
});
