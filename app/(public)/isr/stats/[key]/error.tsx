"use client";

import { LoadError } from "@/components/site/load-error";
import { StatsHeader } from "@/components/site/stats/stats-header";

export default function StatsError({ reset }: { reset: () => void }) {
  return <LoadError title="Error loading stats" reset={reset} header={<StatsHeader />} />;
}
