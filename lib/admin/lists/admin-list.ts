import "server-only";
// An admin list described once, as a change list's ModelAdmin is: its URL (path, filters and
// page), its read, and whether a failed read shows in the page. The page renders what
// `openAdminList` returns with components/admin/list, so a new list is a descriptor and a view.
import { redirect } from "next/navigation";
import type { AdminUser } from "@/lib/auth/admin-user";
import { requireAdminPage } from "@/lib/auth/require-admin";
import { encodeQuery, type ListCodec } from "@/lib/domain/list-codec";

/** What a list's read returns: a page of items (a list without pages is its one page). */
export type ListPage<Item> = { items: Item[]; total: number; page: number; pages: number };

/** The URL of a list: its path and the query of its filters and page, defaults left out. */
export type AdminListCodec<Query> = Pick<ListCodec<Query>, "path" | "parse" | "write">;

type Failure = (error: Error) => string;

export type AdminList<
  Query extends { page?: number },
  Data extends ListPage<unknown>,
  F extends Failure | undefined = Failure | undefined,
> = {
  codec: AdminListCodec<Query>;
  /** Other spellings of a query (a filter left at "All", page=1) redirect to the canonical URL. */
  canonical?: boolean;
  /** The page of the list a query asks for, and what its filters offer. */
  load: (admin: AdminUser, query: Query) => Promise<Data>;
  /** Given, a failed read is logged and the page says this instead of showing the error page. */
  failure?: F;
};

/** A list's descriptor (its query and row types inferred), with the URL of any of its views. */
export function defineAdminList<
  Query extends { page?: number },
  Data extends ListPage<unknown>,
  F extends Failure | undefined = undefined,
>(list: AdminList<Query, Data, F>): AdminList<Query, Data, F> & { href: (query: Query) => string } {
  return { ...list, href: (query) => listHref(list.codec, query) };
}

export type SearchParams = Record<string, string | string[] | undefined>;

type Loaded<Data> = { ok: true; value: Data } | { ok: false; message: string };

export type OpenedList<Query, Data, F> = {
  query: Query;
  /** The rows, or (for a list with a failure message) what to say when they could not be read. */
  data: undefined extends F ? { ok: true; value: Data } : Loaded<Data>;
  /** The URL of another page of the same view. */
  hrefFor: (page: number) => string;
};

/** The URL of a view of a list. */
export function listHref<Query>(codec: AdminListCodec<Query>, query: Query): string {
  return withQuery(codec.path, encodeQuery(codec.write(query)));
}

/** A view's parameters: the values that are set, page 1 left out (it is the default). */
export function paramsOf(values: Record<string, string | number | undefined>): URLSearchParams {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(values)) {
    if (value && !(key === "page" && value === 1)) params.set(key, String(value));
  }
  return params;
}

/** The first of each parameter wins, as every list reads it: ?page=2&page=3 is page 2. */
export function searchParamsOf(params: SearchParams): URLSearchParams {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    for (const item of [value ?? []].flat()) query.append(key, item);
  }
  return query;
}

/** Signs the admin in (back to this very URL), reads the view's query, and loads its page. */
export async function openAdminList<
  Query extends { page?: number },
  Data extends ListPage<unknown>,
  F extends Failure | undefined,
>(
  list: AdminList<Query, Data, F>,
  searchParams: Promise<SearchParams>,
): Promise<OpenedList<Query, Data, F>> {
  const params = searchParamsOf(await searchParams);
  const requested = withQuery(list.codec.path, encodeQuery(params));
  const admin = await requireAdminPage(requested);
  const query = list.codec.parse(params);
  if (list.canonical) {
    const canonical = listHref(list.codec, query);
    if (canonical !== requested) redirect(canonical);
  }
  return {
    query,
    // Only a list with a failure message catches, so only its result can be a failure.
    data: (await loadView(list, admin, query)) as OpenedList<Query, Data, F>["data"],
    hrefFor: (page) => listHref(list.codec, { ...query, page }),
  };
}

async function loadView<Query extends { page?: number }, Data extends ListPage<unknown>>(
  list: AdminList<Query, Data, Failure | undefined>,
  admin: AdminUser,
  query: Query,
): Promise<Loaded<Data>> {
  if (!list.failure) return { ok: true, value: await list.load(admin, query) };
  try {
    return { ok: true, value: await list.load(admin, query) };
  } catch (error) {
    console.error(`${list.codec.path} could not be read:`, error);
    return { ok: false, message: list.failure(error as Error) };
  }
}

const withQuery = (path: string, query: string) => (query ? `${path}?${query}` : path);
