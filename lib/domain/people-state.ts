import { hrefOf, type ListCodec } from "./list-codec";
import { searchPageCodec } from "./search-page-codec";

// The state of the people list (/people), kept in the URL: `search`, `page`, then `founders`
// (only the founders of public companies); defaults are left out.

export const PEOPLE_PAGE_SIZE = 30;

export type PeopleState = { search: string; page: number; founders: boolean };

export const DEFAULT_PEOPLE_STATE: PeopleState = { search: "", page: 1, founders: false };

const searchAndPage = searchPageCodec({
  path: "/people",
  route: "/isr/people",
  param: "search",
  sample: "ada",
});

export const peopleCodec: ListCodec<PeopleState> = {
  ...searchAndPage,
  params: { ...searchAndPage.params, founders: "true" },
  parse: (params) => ({
    ...searchAndPage.parse(params),
    founders: params.get("founders") === "true",
  }),
  write: (state) => {
    const params = searchAndPage.write(state);
    if (state.founders) params.set("founders", "true");
    return params;
  },
};

/** The list URL of a state: /people or /people?... */
export const peopleHref = (state: PeopleState) => hrefOf(peopleCodec, state);
