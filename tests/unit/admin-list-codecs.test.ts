import { describe, expect, it } from "vitest";
import { listHref, searchParamsOf } from "@/lib/admin/lists/admin-list";
import { historyList } from "@/lib/admin/lists/history-list";
import { socialPostsList } from "@/lib/admin/lists/social-posts-list";
import { submissionsList } from "@/lib/admin/lists/submissions-list";

const parse = (codec: { parse: (params: URLSearchParams) => unknown }, query: string) =>
  codec.parse(new URLSearchParams(query));

describe("admin list URLs", () => {
  it("history: reads its filters, and bad values are no filter", () => {
    expect(
      parse(historyList.codec, "type=company&admin=%20Ann@Example.COM%20&batch=7&page=3"),
    ).toEqual({ type: "company", admin: "ann@example.com", batch: 7, page: 3 });
    expect(parse(historyList.codec, "type=planet&admin=&batch=0&page=-2")).toEqual({
      type: undefined,
      admin: undefined,
      batch: undefined,
      page: 1,
    });
    expect(parse(historyList.codec, "batch=99999999999&page=abc")).toMatchObject({
      batch: undefined,
      page: 1,
    });
  });

  it("history: writes the canonical URL, defaults left out", () => {
    expect(historyList.href({})).toBe("/admin/history");
    expect(historyList.href({ type: "submission", admin: "admin@example.com", page: 1 })).toBe(
      "/admin/history?type=submission&admin=admin%40example.com",
    );
    expect(historyList.href({ batch: 4, page: 2 })).toBe("/admin/history?batch=4&page=2");
    // A filter left at "All" by the form is not canonical.
    const sent = new URLSearchParams("type=&admin=&page=1");
    expect(listHref(historyList.codec, historyList.codec.parse(sent))).toBe("/admin/history");
  });

  it("submissions: an unknown status shows all, a bad page the first", () => {
    expect(parse(submissionsList.codec, "status=new&page=2")).toEqual({ status: "new", page: 2 });
    expect(parse(submissionsList.codec, "status=maybe&page=x")).toEqual({
      status: undefined,
      page: 1,
    });
    expect(submissionsList.href({ status: "accepted" })).toBe("/admin/submissions?status=accepted");
    expect(submissionsList.href({ page: 3 })).toBe("/admin/submissions?page=3");
    expect(submissionsList.href({ status: undefined, page: 1 })).toBe("/admin/submissions");
  });

  it("social posts: the search is kept as typed, with its page", () => {
    expect(parse(socialPostsList.codec, "q=supa%20base")).toEqual({ q: "supa base", page: 1 });
    expect(parse(socialPostsList.codec, "page=2")).toEqual({ q: "", page: 2 });
    expect(socialPostsList.href({ q: "x" })).toBe("/admin/social/posts?q=x");
    expect(socialPostsList.href({ q: "x", page: 3 })).toBe("/admin/social/posts?q=x&page=3");
  });

  it("the first of a repeated parameter wins", () => {
    const params = searchParamsOf({ page: ["2", "5"], status: "new", empty: undefined });
    expect(params.toString()).toBe("page=2&page=5&status=new");
    expect(submissionsList.codec.parse(params)).toEqual({ status: "new", page: 2 });
  });
});
