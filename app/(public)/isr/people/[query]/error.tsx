"use client";

import { LoadError } from "@/components/site/load-error";

export default function PeopleError({ reset }: { reset: () => void }) {
  return <LoadError title="Error loading people" reset={reset} />;
}
