import type { Metadata } from "next";
import { draftMode } from "next/headers";
import Link from "next/link";
import { redirect } from "next/navigation";
import { Terminal } from "@/components/admin/terminal/terminal";
import { SignOutButton } from "@/components/site/auth-buttons";
import { Badge } from "@/components/ui/badge";
import { countNewSubmissions } from "@/lib/admin/submissions";
import { requireAdminPage } from "@/lib/auth/require-admin";
import { getAdminStats } from "@/lib/admin/stats";

export const metadata: Metadata = { title: "Admin", robots: { index: false } };

export default async function AdminPage() {
  const user = await requireAdminPage("/admin");
  // An admin whose browser lost the draft-mode cookie (it lasts one browser session) gets
  // it back here, so that public pages show the admin controls again.
  if (!(await draftMode()).isEnabled) redirect("/api/preview/enter?next=%2Fadmin");
  const [stats, newSubmissions] = await Promise.all([
    getAdminStats(user),
    countNewSubmissions(user),
  ]);
  const cards = [
    { label: "Companies", value: stats.companies },
    { label: "Headlines", value: stats.headlines },
    { label: "People", value: stats.people },
    { label: "Projects", value: stats.projects },
  ];
  return (
    <div>
      <div className="flex flex-wrap items-center justify-between gap-4">
        <div>
          <h1 className="text-2xl font-bold text-brand">Admin Dashboard</h1>
          <p className="text-sm text-slate-600">Signed in as {user.email}</p>
        </div>
        <div className="w-32">
          <SignOutButton />
        </div>
      </div>
      <dl className="mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {cards.map((card) => (
          <div key={card.label} className="rounded-lg border border-slate-200 bg-white p-5">
            <dt className="text-sm text-slate-500">{card.label}</dt>
            <dd className="mt-1 text-3xl font-bold text-brand">{card.value}</dd>
          </div>
        ))}
      </dl>
      <section aria-labelledby="review-heading" className="mt-8">
        <h2 id="review-heading" className="text-lg font-semibold text-brand">
          Review
        </h2>
        <Link
          href="/admin/submissions"
          className="mt-3 inline-flex items-center gap-2 rounded-lg border border-slate-200 bg-white px-5 py-3 font-medium text-slate-900 hover:bg-slate-50"
        >
          Submissions{" "}
          <Badge color={newSubmissions > 0 ? "primary" : "default"}>{newSubmissions} new</Badge>
        </Link>
      </section>
      <Terminal />
    </div>
  );
}
