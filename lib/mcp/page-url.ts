import { siteUrl } from "@/lib/site-url";

/** The absolute URL of a path of the site, for an assistant to cite. */
export const pageUrl = (path: string) => `${siteUrl()}${path}`;
