"use client";

import { LoadError } from "@/components/site/load-error";

export default function HeadlinesError({ reset }: { reset: () => void }) {
  return <LoadError title="Error loading headlines" reset={reset} />;
}
