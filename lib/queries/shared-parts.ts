import "server-only";
import { unstable_cache } from "next/cache";
import { listCarouselHeadlines } from "./headline-search";
import { listFilterTags } from "./tags";

/** The cache tag of the parts below; every write's refresh expires it. */
export const SHARED_PARTS_TAG = "shared-parts";

// Parts that every list page repeats, read once until the next write instead of once per
// first render of each search (a cold search renders them again). They live in the page
// cache's data store, so with REDIS_URL every server shares them; an hour bounds them should
// a refresh ever be missed.
const untilNextWrite = { tags: [SHARED_PARTS_TAG], revalidate: 3600 };

/** The headline carousel of /headlines, published headlines only. */
export const sharedCarouselHeadlines = unstable_cache(
  listCarouselHeadlines,
  ["carousel-headlines"],
  untilNextWrite,
);

/** The company list's tag filter options. */
export const sharedFilterTags = unstable_cache(listFilterTags, ["filter-tags"], untilNextWrite);
