// GET /embed/organizations/{shortname} - a published company's card, made to be framed by any site
import { cardResponse, companyCardHtml } from "@/components/embed/card-html";
import { getEmbedCompany } from "@/lib/queries/embed-company";
import { getSiteInfo } from "@/lib/queries/site-info";

// Cached like the company page (ISR) and refreshed with it (lib/admin/refresh-public-pages.ts);
// it reads no cookie, so every visitor gets the same copy. The proxy answers 404 for companies
// the directory does not show (lib/embeds/route-embed-card.ts).
export const revalidate = 3600;
export const generateStaticParams = async () => [];

type Context = { params: Promise<{ shortname: string }> };

export async function GET(_request: Request, { params }: Context): Promise<Response> {
  const shortname = decodeURIComponent((await params).shortname);
  const [company, site] = await Promise.all([getEmbedCompany(shortname), getSiteInfo()]);
  if (!company) return new Response("Not found", { status: 404 });
  return cardResponse(companyCardHtml(company, site.name));
}
