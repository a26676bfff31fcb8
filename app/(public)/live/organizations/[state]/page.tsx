// A free-text search of /organizations, served here through the proxy: the page of the list's
// cached route, rendered per request instead of cached (see LIVE_ROUTES_PREFIX in lib/routes.ts).
export const dynamic = "force-dynamic";

export { default, generateMetadata } from "@/app/(public)/isr/organizations/[state]/page";
