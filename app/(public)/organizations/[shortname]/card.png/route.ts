// GET /organizations/{shortname}/card.png - a published company's social card, for crawlers
import { cardLogo } from "@/lib/og/card-logo";
import { renderCard } from "@/lib/og/render-card";
import { getDefaultOgTemplate, getPublishedCardCompany } from "@/lib/queries/og-card";

// Cached like the company page (ISR): rendered on the first fetch, kept until the company or
// the default template changes (lib/admin/refresh-public-pages.ts), or for an hour.
export const revalidate = 3600;

export async function generateStaticParams() {
  return [];
}

type Context = { params: Promise<{ shortname: string }> };

export async function GET(_request: Request, { params }: Context): Promise<Response> {
  const { shortname } = await params;
  const company = await getPublishedCardCompany(shortname);
  if (!company) return new Response("Not found", { status: 404 });
  const [template, logo] = await Promise.all([getDefaultOgTemplate(), cardLogo(company)]);
  const { png } = await renderCard(template, company, logo);
  return new Response(new Uint8Array(png), {
    headers: { "Content-Type": "image/png", "Content-Length": String(png.length) },
  });
}
