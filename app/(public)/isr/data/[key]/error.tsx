"use client";

import { LoadError } from "@/components/site/load-error";

export default function DataError({ reset }: { reset: () => void }) {
  return (
    <LoadError title="Error loading data" message="Unable to connect to the database" reset={reset}>
      <p className="mt-2 text-sm">
        This might be a temporary issue. Please try refreshing the page.
      </p>
    </LoadError>
  );
}
