"use client";

import { LoadError } from "@/components/site/load-error";
import { BackToPeople } from "@/components/site/people/person-profile";

export default function PersonError({ reset }: { reset: () => void }) {
  return <LoadError title="Error loading person" reset={reset} header={<BackToPeople />} />;
}
