"use client";

import { AlertText, refusalOf } from "@/components/ui/alert-text";
import { buttonClass } from "@/components/ui/button";
import { useAction } from "@/components/ui/use-action";
import { deleteSocialPostAction } from "../actions";

type DeleteAnswer = Awaited<ReturnType<typeof deleteSocialPostAction>>;

/** Deletes one recorded post, after a confirmation. */
export function DeletePostButton({ id, url }: { id: number; url: string }) {
  const { result, pending: deleting, run } = useAction<DeleteAnswer>();
  return (
    <>
      <button
        type="button"
        className={buttonClass.small}
        disabled={deleting}
        aria-label={`Delete post ${url}`}
        onClick={() => {
          if (!window.confirm("Delete this post from the list?")) return;
          run(() => deleteSocialPostAction(id));
        }}
      >
        Delete
      </button>
      <AlertText>{refusalOf(result)}</AlertText>
    </>
  );
}
