import Link from "next/link";
import type { SiteInfo } from "@/lib/queries/site-info";
import { TAGLINE } from "@/lib/site-config";
import { SiteSearch } from "./search/site-search";
import { SiteNav } from "./site-nav";
import { ThemeToggle } from "./theme-toggle";

type Props = { site: SiteInfo; isAdmin: boolean };

/** The header: site name (red outside production), tagline and navigation. */
export function SiteHeader({ site, isAdmin }: Props) {
  const nonProduction = site.environment !== "prod";
  return (
    <header className="relative z-20 border-b border-slate-200 bg-white">
      <div className="mx-auto flex max-w-7xl flex-wrap items-center justify-between gap-x-4 gap-y-2 px-4 py-3 sm:flex-nowrap">
        <Link href="/" className="flex min-w-0 flex-col">
          <span
            data-testid="site-name"
            className={`text-xl font-bold tracking-tight ${nonProduction ? "text-red-600" : "text-brand"}`}
            title={nonProduction ? `${site.environment} environment` : undefined}
          >
            {site.name}
          </span>
          <span className="truncate text-xs text-slate-500">{TAGLINE}</span>
        </Link>
        <div className="order-last w-full sm:order-none sm:w-auto sm:max-w-sm sm:flex-1">
          <SiteSearch id="site-search" shortcuts />
        </div>
        <div className="flex items-center gap-1">
          <SiteNav isAdmin={isAdmin} />
          <ThemeToggle />
        </div>
      </div>
    </header>
  );
}
