"use client";

import { DeleteButton } from "@/components/ui/delete-button";
import type { ButtonVariant } from "@/components/ui/button";
import type { RemoveSource } from "./source-actions";

type Props = {
  id: number;
  version: number;
  name: string;
  action: RemoveSource;
  variant?: ButtonVariant;
  className?: string;
};

/** 'Delete' for a source, confirmed in a dialog; on success the list shows without it. */
export function DeleteSourceButton({
  id,
  version,
  name,
  action,
  variant = "small",
  className,
}: Props) {
  return (
    <DeleteButton
      label={variant === "small" ? "Delete" : "Delete source"}
      variant={variant}
      title="Delete News Source?"
      onDelete={() => action(id, version)}
      className={className}
    >
      <p>
        Are you sure you want to delete &quot;{name}&quot;? Its feed is no longer polled; the
        headlines it brought stay. This action cannot be undone.
      </p>
    </DeleteButton>
  );
}
