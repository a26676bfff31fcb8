// GET /compare/card.png?c=appwrite,neon - the social card of a comparison, for crawlers
import type { NextRequest } from "next/server";
import {
  canonicalShortnames,
  COMPARE_PARAM,
  MAX_COMPARED,
  parseCompareList,
} from "@/lib/domain/compare-list";
import { comparisonCardText } from "@/lib/og/comparison-card";
import { renderCard } from "@/lib/og/render-card";
import { getComparedNames } from "@/lib/queries/compared-companies";
import { getDefaultOgTemplate } from "@/lib/queries/og-card";

export async function GET(request: NextRequest): Promise<Response> {
  const { shortnames } = parseCompareList(request.nextUrl.searchParams.getAll(COMPARE_PARAM));
  const [template, found] = await Promise.all([
    getDefaultOgTemplate(),
    getComparedNames(shortnames),
  ]);
  // As the page: published companies only, the first four asked for, in canonical order.
  const byShortname = new Map(found.map((company) => [company.shortname, company.name]));
  const kept = shortnames.filter((shortname) => byShortname.has(shortname)).slice(0, MAX_COMPARED);
  const names = canonicalShortnames(kept).map((shortname) => ({
    name: byShortname.get(shortname)!,
  }));
  const { png } = await renderCard(template, comparisonCardText(names));
  return new Response(new Uint8Array(png), {
    headers: {
      "Content-Type": "image/png",
      "Content-Length": String(png.length),
      // Names change rarely; crawlers and browsers may keep the card for an hour.
      "Cache-Control": "public, max-age=3600",
    },
  });
}
