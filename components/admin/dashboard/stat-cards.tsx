import Link from "next/link";
import type { AdminStats } from "@/lib/admin/stats";

type Props = { stats: AdminStats; newSubmissions: number };

const cardClass = "block h-full rounded-lg border border-slate-200 bg-white p-5";

function Card({ label, value }: { label: string; value: string | number }) {
  return (
    <>
      <span className="block text-sm text-slate-600">{label}</span>{" "}
      <span className="mt-1 block text-3xl font-bold text-brand">{value}</span>
    </>
  );
}

/** The dashboard's counts over all rows, and the submissions waiting for review. */
export function StatCards({ stats, newSubmissions }: Props) {
  const counts = [
    { label: "Companies", value: stats.companies },
    { label: "Headlines", value: stats.headlines },
    { label: "People", value: stats.people },
    { label: "Projects", value: stats.projects },
  ];
  return (
    <ul aria-label="Counts" className="grid gap-4 sm:grid-cols-2 lg:grid-cols-5">
      {counts.map((count) => (
        <li key={count.label} className={cardClass}>
          <Card label={count.label} value={count.value} />
        </li>
      ))}
      <li>
        <Link
          href="/admin/submissions"
          className={`${cardClass} hover:border-brand hover:bg-slate-50 ${
            newSubmissions > 0 ? "border-blue-300" : ""
          }`}
        >
          <Card label="Submissions" value={`${newSubmissions} new`} />
        </Link>
      </li>
    </ul>
  );
}
