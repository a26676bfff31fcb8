import "server-only";
import type { AdminUser } from "@/lib/auth/admin-user";
import { ogImagePath } from "@/lib/domain/og-image";
import type { CardCompany, OgTemplateStyle } from "@/lib/domain/og-template";
import { cardLogo } from "@/lib/og/card-logo";
import { renderCard } from "@/lib/og/render-card";
import { siteUrl } from "@/lib/site-url";
import { refused, type Refused } from "../action-result";
import { storeOgImage, UPLOAD_FAILED } from "../og/store-og-image";

/**
 * Draws a company's card with the template as designed on its post page (the renderer of
 * every card), stores it, and gives its id and absolute URL, or the spec's upload message.
 */
export async function storeShortlinkCard(
  admin: AdminUser,
  company: CardCompany & { id: number },
  template: OgTemplateStyle,
): Promise<{ id: string; url: string } | Refused> {
  let png: Buffer;
  try {
    ({ png } = await renderCard(template, company, await cardLogo(company)));
  } catch (error) {
    console.error(`Card of ${company.shortname} could not be drawn: ${String(error)}`);
    return refused(UPLOAD_FAILED);
  }
  const stored = await storeOgImage(admin, { png, organizationId: company.id });
  if ("ok" in stored) return stored;
  return { id: stored.id, url: `${siteUrl()}${ogImagePath(stored.id)}` };
}
