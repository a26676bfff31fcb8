import type { Metadata } from "next";
import Link from "next/link";
import { buttonClass } from "@/components/ui/button";
import { HeadedSection } from "@/components/ui/headed-section";
import { templateTableSql, templateTableStatus } from "@/lib/admin/og/template-table-setup";
import { requireAdminPage } from "@/lib/auth/require-admin";
import { SetupSql } from "./_components/setup-sql";

export const metadata: Metadata = { title: "OG Images Setup", robots: { index: false } };

export default async function OgImagesSetupPage() {
  const admin = await requireAdminPage("/admin/og-images/setup");
  const [sqlText, status] = await Promise.all([
    templateTableSql(admin),
    templateTableStatus(admin),
  ]);
  return (
    <div className="max-w-3xl space-y-6">
      <h1 className="text-2xl font-bold text-brand">OG image templates setup</h1>
      <p className="text-slate-700">
        The social preview images are drawn with templates stored in the <code>og_templates</code>{" "}
        table: colours, font, layout, sizes, which details are shown, and where each element sits.
        One template is the default: it draws every company&apos;s card for crawlers. The migrations
        create the table with a default template; for a database managed by hand, run the SQL below.
      </p>
      <p role="status" className="rounded-md border border-slate-200 bg-white p-3 text-sm">
        {status.tableExists
          ? status.hasDefault
            ? "This database has the template table and a default template."
            : "This database has the template table, but no default template: save one as the default."
          : "This database has no template table yet."}
      </p>
      <SetupSql sqlText={sqlText} />
      <HeadedSection id="manual-steps" title="Manual steps" className="space-y-2">
        <ol className="list-decimal space-y-1 pl-6 text-slate-700">
          <li>Open an SQL console on the database (psql, or the SQL editor of your host).</li>
          <li>Paste the SQL and run it once: it creates the table and the default template.</li>
          <li>Reload this page: it should say the table and a default template are there.</li>
          <li>Continue to OG Images to design templates.</li>
        </ol>
      </HeadedSection>
      <div className="flex gap-3">
        <Link href="/admin" className={buttonClass.secondary}>
          Back
        </Link>
        <Link href="/admin/og-images" className={buttonClass.primary}>
          Continue to OG Images
        </Link>
      </div>
    </div>
  );
}
