"use client";

import { LoadError } from "@/components/site/load-error";

export default function GrowthError({ reset }: { reset: () => void }) {
  return <LoadError title="Error loading the growth index" reset={reset} />;
}
