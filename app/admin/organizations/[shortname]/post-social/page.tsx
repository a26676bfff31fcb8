import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import { PageHeader } from "@/components/admin/page-header";
import { ogDesignerActions } from "@/app/admin/og-images/og-designer-actions";
import { listOgTemplates } from "@/lib/admin/og/og-templates";
import { getCompanyAsAdmin } from "@/lib/admin/draft-views";
import { requireAdminPage } from "@/lib/auth/require-admin";
import { socialPostText } from "@/lib/domain/social-post-text";
import { env } from "@/lib/env";
import { siteUrl } from "@/lib/site-url";
import { PostComposer } from "./_components/post-composer";
import { CardAndShortlink } from "./_components/card-and-shortlink";

export const metadata: Metadata = { title: "Post to social media", robots: { index: false } };

type Props = { params: Promise<{ shortname: string }> };

export default async function PostSocialPage({ params }: Props) {
  const { shortname } = await params;
  const admin = await requireAdminPage(
    `/admin/organizations/${encodeURIComponent(shortname)}/post-social`,
  );
  const [company, templates] = await Promise.all([
    getCompanyAsAdmin(admin, shortname),
    listOgTemplates(admin),
  ]);
  if (!company) notFound();
  const profileUrl = `${siteUrl()}/organizations/${encodeURIComponent(company.shortname)}`;
  return (
    <div className="space-y-8">
      <PageHeader title={`Post ${company.name} to social media`}>
        <Link
          href={`/organizations/${encodeURIComponent(company.shortname)}`}
          className="font-medium text-brand underline"
        >
          Back
        </Link>
      </PageHeader>
      <CardAndShortlink
        company={{ name: company.name, shortname: company.shortname, published: company.published }}
        hasServerKey={Boolean(env().DUB_API_KEY)}
        templates={templates}
        actions={ogDesignerActions}
      >
        <PostComposer
          shortname={company.shortname}
          initialText={socialPostText(company, profileUrl)}
          webhookConfigured={Boolean(env().SOCIAL_WEBHOOK_URL)}
        />
      </CardAndShortlink>
    </div>
  );
}
