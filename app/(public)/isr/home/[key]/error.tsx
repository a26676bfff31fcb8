"use client";

import { ErrorPanel } from "@/components/ui/error-panel";

export default function HomeError({ error }: { error: Error }) {
  return (
    <ErrorPanel
      title="Error loading data"
      message={error.message || "Unable to connect to the database"}
    >
      <p className="mt-2 text-sm">
        This might be a temporary issue. Please try refreshing the page.
      </p>
    </ErrorPanel>
  );
}
