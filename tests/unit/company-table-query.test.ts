import { describe, expect, it } from "vitest";
import {
  filterQueryOf,
  OPEN_SOURCE_SIGNALS,
  parseCompanyTableQuery,
  writeCompanyTableQuery,
  type CompanyTableQuery,
} from "@/lib/domain/company-table-query";
import { encodeQuery } from "@/lib/domain/list-codec";

const canonical = (query: string) =>
  encodeQuery(writeCompanyTableQuery(parseCompanyTableQuery(new URLSearchParams(query))));

describe("the companies table's URL", () => {
  it("reads the defaults from an empty query: every company by name A-Z, page 1", () => {
    expect(parseCompanyTableQuery(new URLSearchParams(""))).toEqual({
      name: undefined,
      published: undefined,
      missing: [],
      problems: [],
      stale: undefined,
      type: undefined,
      sort: "name",
      dir: "asc",
      page: 1,
    } satisfies CompanyTableQuery);
    expect(canonical("")).toBe("");
  });

  it("writes each filter once, in one order, defaults left out", () => {
    expect(canonical("type=fund&missing=tags&missing=logo&published=no&stale=1")).toBe(
      "published=no&missing=logo,tags&stale=1&type=fund",
    );
    expect(canonical("missing=tags,logo,tags")).toBe("missing=logo,tags");
    expect(canonical("type=fund&q=+neon+")).toBe("q=neon&type=fund");
    // The open-source signals: a company without a repository, and what the checks found.
    expect(
      canonical("problem=repository-archived&missing=repository&problem=website-unreachable"),
    ).toBe("missing=repository&problem=website-unreachable,repository-archived");
    expect(canonical("published=&type=&sort=name&dir=asc&page=1")).toBe("");
  });

  it("keeps a sort and a direction other than the column's first one", () => {
    expect(canonical("sort=updated")).toBe("sort=updated");
    expect(canonical("sort=updated&dir=desc")).toBe("sort=updated");
    expect(canonical("sort=updated&dir=asc")).toBe("sort=updated&dir=asc");
    expect(canonical("sort=name&dir=desc&page=3")).toBe("dir=desc&page=3");
  });

  it("ignores what it does not know", () => {
    expect(canonical("published=maybe&missing=soul&type=club&sort=rank&dir=up&page=-2")).toBe("");
    expect(canonical("problem=website-down,,archived")).toBe("");
  });
});

describe("the open-source signals", () => {
  it("each links to the table's filter of that name", () => {
    expect(
      OPEN_SOURCE_SIGNALS.map((signal) => [signal.label, filterQueryOf(signal.filter)]),
    ).toEqual([
      ["Website unreachable", "problem=website-unreachable"],
      ["Repository archived", "problem=repository-archived"],
      ["No repository", "missing=repository"],
    ]);
  });
});
