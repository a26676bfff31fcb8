import type { Metadata } from "next";
import { cookies } from "next/headers";
import { Exports } from "@/components/admin/dashboard/exports";
import { GitHubSyncCard } from "@/components/admin/dashboard/github-sync-card";
import { HeadlineBookmarklet } from "@/components/admin/dashboard/headline-bookmarklet";
import { LatestChanges } from "@/components/admin/dashboard/latest-changes";
import { OpenSourceProblemsCard } from "@/components/admin/dashboard/open-source-problems-card";
import { QuickActions } from "@/components/admin/dashboard/quick-actions";
import { PageHeader } from "@/components/admin/page-header";
import { StatCards } from "@/components/admin/dashboard/stat-cards";
import { TerminalToggle } from "@/components/admin/dashboard/terminal-toggle";
import { Terminal } from "@/components/admin/terminal/terminal";
import { TERMINAL_COOKIE } from "@/components/admin/remembered-choice";
import { countOpenSourceSignals } from "@/lib/admin/companies/table/count-open-source-signals";
import { listLatestChanges } from "@/lib/admin/history/list-changes";
import { getGitHubSyncStatus } from "@/lib/admin/repositories/github-sync-status";
import { getAdminStats } from "@/lib/admin/stats";
import { countNewSubmissions } from "@/lib/admin/submissions";
import { ensureDraftMode } from "@/lib/auth/ensure-draft-mode";
import { requireAdminPage } from "@/lib/auth/require-admin";
import { runTerminalCommandAction } from "./terminal-actions";

export const metadata: Metadata = { title: "Admin", robots: { index: false } };

export default async function AdminPage() {
  const user = await requireAdminPage("/admin");
  await ensureDraftMode("/admin");
  const [stats, newSubmissions, latest, githubSync, openSourceProblems, cookieStore] =
    await Promise.all([
      getAdminStats(user),
      countNewSubmissions(user),
      listLatestChanges(user, 10),
      getGitHubSyncStatus(user),
      countOpenSourceSignals(user),
      cookies(),
    ]);
  return (
    <div className="space-y-8">
      <PageHeader title="Admin Dashboard" intro={`Signed in as ${user.email}`} />
      <StatCards stats={stats} newSubmissions={newSubmissions} />
      <div className="grid gap-4 lg:grid-cols-2">
        <GitHubSyncCard status={githubSync} />
        <OpenSourceProblemsCard counts={openSourceProblems} />
      </div>
      <QuickActions />
      <HeadlineBookmarklet />
      <TerminalToggle initiallyShown={cookieStore.get(TERMINAL_COOKIE)?.value === "shown"}>
        <Terminal run={runTerminalCommandAction} />
      </TerminalToggle>
      <LatestChanges entries={latest} />
      <Exports />
    </div>
  );
}
