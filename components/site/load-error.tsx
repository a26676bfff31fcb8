"use client";

import { useRouter } from "next/navigation";
import { startTransition } from "react";
import { ErrorPanel } from "@/components/ui/error-panel";

// What visitors read when a page's data cannot be read; the detail goes to the server log.
export const LOAD_ERROR_MESSAGE =
  "The data could not be loaded just now. Please try again in a moment.";

type Props = {
  title: string;
  message?: string;
  reset: () => void;
  /** What the page shows above the error, so that visitors keep their bearings. */
  header?: React.ReactNode;
  children?: React.ReactNode;
};

/**
 * The error view of a page whose read failed (its segment's error.tsx): the spec's title, a
 * plain message and a retry that renders the page again on the server.
 */
export function LoadError({ title, message = LOAD_ERROR_MESSAGE, reset, header, children }: Props) {
  const router = useRouter();
  const retry = () =>
    startTransition(() => {
      router.refresh();
      reset();
    });
  const panel = (
    <ErrorPanel title={title} message={message}>
      {children}
      <button
        type="button"
        onClick={retry}
        className="mt-4 rounded-md bg-brand px-4 py-2 text-sm font-semibold text-white hover:bg-brand-light"
      >
        Try again
      </button>
    </ErrorPanel>
  );
  if (!header) return panel;
  return (
    <div className="space-y-6">
      {header}
      {panel}
    </div>
  );
}

/** The error view of the pages whose whole content is one read of the database. */
export function DatabaseLoadError({ reset }: { reset: () => void }) {
  return (
    <LoadError title="Error loading data" message="Unable to connect to the database" reset={reset}>
      <p className="mt-2 text-sm">
        This might be a temporary issue. Please try refreshing the page.
      </p>
    </LoadError>
  );
}
