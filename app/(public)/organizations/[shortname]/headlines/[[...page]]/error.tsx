"use client";

import { NotFoundView } from "@/components/site/not-found-view";
import { NOT_FOUND_TEXTS } from "@/lib/not-found";

// As the spec has it: company headlines that cannot be read show 'Organization not found'.
export default function CompanyHeadlinesError() {
  return <NotFoundView {...NOT_FOUND_TEXTS.organization} />;
}
