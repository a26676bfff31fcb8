"use client";

import { LoadError } from "@/components/site/load-error";
import { ShowcaseHeader } from "@/components/site/showcase/showcase-header";

export default function ShowcaseError({ reset }: { reset: () => void }) {
  return <LoadError title="Error loading showcase" reset={reset} header={<ShowcaseHeader />} />;
}
