"use client";

import { useRouter } from "next/navigation";
import { DeleteButton } from "@/components/ui/delete-button";
import { headlineEditPath } from "@/lib/domain/headline-review";
import { deleteHeadlineAction } from "../actions";

type Props = { headlineId: number; version: number };

/**
 * 'Delete Unpublished Headline', confirmed in a dialog; afterwards the next unpublished
 * headline's edit page, else the previous one, else the unpublished list.
 */
export function DeleteHeadlineButton({ headlineId, version }: Props) {
  const router = useRouter();

  async function deleteHeadline() {
    const answer = await deleteHeadlineAction(headlineId, version);
    if (answer.ok) {
      const next = answer.nextUnpublished;
      router.push(next ? headlineEditPath(next, "unpublished") : "/admin/headlines/unpublished");
    }
    return answer;
  }

  return (
    <DeleteButton
      label="Delete Unpublished Headline"
      title="Delete Headline?"
      onDelete={deleteHeadline}
      className="flex flex-col items-end gap-1"
    >
      <p>
        Are you sure you want to delete this unpublished headline? This action cannot be undone.
      </p>
    </DeleteButton>
  );
}
