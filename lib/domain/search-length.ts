// Its own module so that the search boxes on every page need not ship the list's state.

/** The longest search text the lists take; longer text is cut to it. */
export const MAX_SEARCH_LENGTH = 100;
