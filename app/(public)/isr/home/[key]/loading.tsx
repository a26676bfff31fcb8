import { HeadlineSidebarSkeleton } from "@/components/site/home/headline-sidebar";
import { FUNDING_LABEL, VALUATION_LABEL } from "@/components/site/home/money-stats";
import { StatCardSkeleton } from "@/components/site/home/stat-card";

// Shown while the home page loads: '---' with a pulse in the money cards, five skeleton headlines.
export default function HomeLoading() {
  return (
    <div className="space-y-8">
      <div className="grid gap-4 sm:grid-cols-2">
        <StatCardSkeleton label={FUNDING_LABEL} />
        <StatCardSkeleton label={VALUATION_LABEL} />
      </div>
      <div className="lg:ml-auto lg:w-1/3">
        <HeadlineSidebarSkeleton />
      </div>
    </div>
  );
}
