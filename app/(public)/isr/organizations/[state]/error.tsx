"use client";

import { LoadError } from "@/components/site/load-error";

export default function OrganizationsError({ reset }: { reset: () => void }) {
  return <LoadError title="Error loading organizations" reset={reset} />;
}
