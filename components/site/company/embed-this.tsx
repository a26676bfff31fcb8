import { badgeMarkdown, EMBED_CARD, embedIframeHtml } from "@/lib/domain/embed-snippets";
import { companyBadgePath, companyEmbedPath } from "@/lib/embeds/embed-paths";
import type { CompanyDetail } from "@/lib/queries/company-detail";
import { getSiteInfo } from "@/lib/queries/site-info";
import { siteUrl } from "@/lib/site-url";
import { companyPath } from "../company-link";
import { SectionCard } from "../section-card";
import { EmbedDialogOpener } from "./embed-dialog-opener";

/**
 * The company's card for other sites and its README badge, offered as snippets to copy (the
 * same iframe the oEmbed answer gives). Only a published company has them.
 */
export async function EmbedThis({ company }: { company: CompanyDetail }) {
  if (!company.published) return null;
  const origin = siteUrl();
  const site = await getSiteInfo();
  const title = `${company.name} on ${site.name}`;
  const cardPath = companyEmbedPath(company.shortname);
  const badgePath = companyBadgePath(company.shortname);
  const src = `${origin}${cardPath}`;
  const badgeSrc = `${origin}${badgePath}`;
  const alt = `${site.name}: ${company.name}`;
  return (
    <SectionCard id="embed-heading" title="Embed and badge">
      <p className="mb-3 text-sm text-slate-600">
        Show {company.name}&apos;s card on your site, or its badge in a README.
      </p>
      <EmbedDialogOpener
        name={company.name}
        card={{
          path: cardPath,
          title,
          width: EMBED_CARD.width,
          height: EMBED_CARD.height,
          html: embedIframeHtml({ src, title, width: EMBED_CARD.width }),
        }}
        badge={{
          path: badgePath,
          alt,
          markdown: badgeMarkdown({
            alt,
            src: badgeSrc,
            href: `${origin}${companyPath(company.shortname)}`,
          }),
        }}
      />
    </SectionCard>
  );
}
