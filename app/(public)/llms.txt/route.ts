// GET /llms.txt - what the site is and how programs and assistants read it (llmstxt.org)
import { llmsTxt } from "@/lib/llms-txt";
import { getSiteInfo } from "@/lib/queries/site-info";

export const dynamic = "force-dynamic";

export async function GET(): Promise<Response> {
  const { name } = await getSiteInfo();
  return new Response(llmsTxt(name), {
    headers: {
      "Content-Type": "text/markdown; charset=utf-8",
      "Cache-Control": "s-maxage=3600, stale-while-revalidate",
      "Access-Control-Allow-Origin": "*",
    },
  });
}
