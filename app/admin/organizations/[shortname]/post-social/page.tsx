import type { Metadata } from "next";
import Link from "next/link";
import { ogDesignerActions } from "@/app/admin/og-images/og-designer-actions";
import { OgDesigner } from "@/components/admin/og/og-designer";
import { listOgTemplates } from "@/lib/admin/og/og-templates";
import { getCompanyAsAdmin } from "@/lib/admin/draft-views";
import { requireAdminPage } from "@/lib/auth/require-admin";
import { socialPostText } from "@/lib/domain/social-post-text";
import { env } from "@/lib/env";
import { siteUrl } from "@/lib/site-url";
import { PostComposer } from "./_components/post-composer";
import { ShortlinkPanel } from "./_components/shortlink-panel";

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
  if (!company) {
    return (
      <div className="space-y-4">
        <h1 className="text-2xl font-bold text-brand">Post to social media</h1>
        <p role="alert" className="text-red-700">
          Organization not found
        </p>
        <Link href="/admin" className="font-medium text-brand underline">
          Back to Admin
        </Link>
      </div>
    );
  }
  const profileUrl = `${siteUrl()}/organizations/${encodeURIComponent(company.shortname)}`;
  return (
    <div className="space-y-8">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold text-brand">Post {company.name} to social media</h1>
        <Link
          href={`/organizations/${encodeURIComponent(company.shortname)}`}
          className="font-medium text-brand underline"
        >
          Back
        </Link>
      </div>
      <div className="grid gap-8 lg:grid-cols-2">
        <PostComposer
          shortname={company.shortname}
          initialText={socialPostText(company, profileUrl)}
          webhookConfigured={Boolean(env().SOCIAL_WEBHOOK_URL)}
        />
        <ShortlinkPanel
          shortname={company.shortname}
          published={company.published}
          hasServerKey={Boolean(env().DUB_API_KEY)}
        />
      </div>
      <OgDesigner
        templates={templates}
        initialCompany={{ name: company.name, shortname: company.shortname }}
        chooseCompany={false}
        actions={ogDesignerActions}
      />
    </div>
  );
}
