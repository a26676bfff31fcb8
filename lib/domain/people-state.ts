import { hrefOf } from "./list-codec";
import { searchPageCodec } from "./search-page-codec";

// The state of the people list (/people), kept in the URL: `search` then `page`.

export const PEOPLE_PAGE_SIZE = 30;

export type PeopleState = { search: string; page: number };

export const DEFAULT_PEOPLE_STATE: PeopleState = { search: "", page: 1 };

export const peopleCodec = searchPageCodec({
  path: "/people",
  route: "/isr/people",
  param: "search",
  sample: "ada",
});

/** The list URL of a state: /people or /people?... */
export const peopleHref = (state: PeopleState) => hrefOf(peopleCodec, state);
