import { z } from "zod";

/** What a suggestion box sends: its text (the search trims and shortens it), else no text. */
export const searchText = z.string().catch("");
