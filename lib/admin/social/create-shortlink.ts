import "server-only";
import { eq } from "drizzle-orm";
import type { AdminUser } from "@/lib/auth/admin-user";
import { getDb } from "@/lib/db/client";
import { organization } from "@/lib/db/schema";
import type { OgTemplateStyle } from "@/lib/domain/og-template";
import { env } from "@/lib/env";
import { httpStatusText } from "@/lib/net/http-status";
import { postJson } from "@/lib/net/post-json";
import { cardColumns } from "@/lib/queries/og-card";
import { getSiteInfo } from "@/lib/queries/site-info";
import { siteUrl } from "@/lib/site-url";
import { isHttpUrl } from "@/lib/validation/common";
import { refused, type ActionResult } from "../action-result";
import { outboundUrlProblem } from "./outbound-url";
import { storeShortlinkCard } from "./shortlink-card";
import { addSocialPost } from "./social-posts";

export const SHORTLINK_MISSING =
  "Please ensure you have an organization, OG image preview, and Dub API key.";
const DUB_TIMEOUT_MS = 10_000;
const fail = (message: string) => refused(`Failed to create shortlink: ${message}`);

/**
 * Creates a Dub shortlink to a company's public page whose social image is the card designed
 * on the post page (`template`): drawn on the server, stored, and handed to Dub by its URL
 * (/og/{id}.png). The link is recorded among the company's posts, which keeps its image. The
 * API key is the one typed in for this request, else DUB_API_KEY; it is never stored.
 */
export async function createShortlink(
  admin: AdminUser,
  input: { shortname: string; apiKey: string; template: OgTemplateStyle },
  timeoutMs = DUB_TIMEOUT_MS,
): Promise<ActionResult<{ shortLink: string }>> {
  const apiKey = input.apiKey.trim() || env().DUB_API_KEY || "";
  const db = await getDb();
  const [company] = input.shortname
    ? await db
        .select({ ...cardColumns, id: organization.id, published: organization.published })
        .from(organization)
        .where(eq(organization.shortname, input.shortname))
    : [];
  // The link leads to the company's public page, which exists for published companies only.
  if (!company || !company.published || !apiKey) return { ok: false, message: SHORTLINK_MISSING };
  const apiUrl = `${env().DUB_API_URL.replace(/\/$/, "")}/links`;
  const urlProblem = outboundUrlProblem(apiUrl, "DUB_API_URL");
  if (urlProblem) return fail(urlProblem);

  const card = await storeShortlinkCard(admin, company, input.template);
  if ("ok" in card) return card;
  const page = `${siteUrl()}/organizations/${encodeURIComponent(company.shortname)}`;
  const site = await getSiteInfo();
  // proxy: Dub shows our title, description and image instead of the page's own (its docs).
  const answer = await postJson(
    apiUrl,
    {
      url: page,
      title: `${site.name} - ${company.name}`,
      description: company.short_description ?? undefined,
      image: card.url,
      proxy: true,
      publicStats: true,
    },
    { headers: { authorization: `Bearer ${apiKey}` }, timeoutMs, maxBytes: 256 * 1024 },
  );
  if ("failure" in answer) return fail(answer.failure);
  if (!answer.ok) {
    const code = dubErrorCode(answer.json);
    return fail(`the Dub API answered ${httpStatusText(answer.status)}${code ? ` (${code})` : ""}`);
  }
  const shortLink = (answer.json as { shortLink?: unknown } | null)?.shortLink;
  if (typeof shortLink !== "string" || !isHttpUrl(shortLink)) {
    return fail("the Dub API answered without a shortLink");
  }
  await addSocialPost(admin, { shortname: company.shortname, url: shortLink, ogImageId: card.id });
  return { ok: true, message: "Shortlink created successfully with custom OG image!", shortLink };
}

// Dub answers errors as {error: {code, message}}: its short code ('conflict',
// 'rate_limit_exceeded') is shown, never the message, which is the remote side's own text.
function dubErrorCode(body: unknown): string | null {
  const code = (body as { error?: { code?: unknown } } | null)?.error?.code;
  return typeof code === "string" && /^[a-z][a-z_]{0,39}$/.test(code) ? code : null;
}
