"use client";

import { DeleteButton } from "@/components/ui/delete-button";
import { deletePersonAction } from "../actions";

type Props = { personId: number; version: number; name: string };

/**
 * 'Delete person', confirmed in a dialog ('Are you sure you want to delete "{name}"? This
 * action cannot be undone.'); on success the action goes on to the people list.
 */
export function DeletePersonButton({ personId, version, name }: Props) {
  return (
    <DeleteButton
      label="Delete person"
      variant="remove"
      title="Delete Person?"
      onDelete={() => deletePersonAction(personId, version)}
    >
      <p>Are you sure you want to delete &quot;{name}&quot;? This action cannot be undone.</p>
    </DeleteButton>
  );
}
