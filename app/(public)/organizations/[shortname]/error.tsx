"use client";

import { NotFoundView } from "@/components/site/not-found-view";

// As the spec has it: a company page that cannot be read shows the 404 view (uncached).
export default function CompanyError() {
  return <NotFoundView />;
}
