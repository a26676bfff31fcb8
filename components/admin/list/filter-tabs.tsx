import Link from "next/link";

export type FilterTab = { label: string; href: string; count: number; active: boolean };

/** A list's views as links with their counts (All, then each status), the current one marked. */
export function FilterTabs({ label, tabs }: { label: string; tabs: FilterTab[] }) {
  return (
    <nav aria-label={label}>
      <ul className="flex flex-wrap gap-2 border-b border-slate-200 pb-3">
        {tabs.map((tab) => (
          <li key={tab.label}>
            <Link
              href={tab.href}
              aria-current={tab.active ? "page" : undefined}
              className={`inline-flex items-center gap-1.5 rounded-md px-3 py-1.5 text-sm font-medium ${
                tab.active
                  ? "bg-brand text-white"
                  : "border border-slate-300 bg-white text-slate-800 hover:bg-slate-100"
              }`}
            >
              {tab.label}{" "}
              <span className={tab.active ? "text-white" : "text-slate-600"}>({tab.count})</span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
