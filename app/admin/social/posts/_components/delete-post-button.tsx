"use client";

import { useState, useTransition } from "react";
import { buttonClass } from "@/components/ui/button";
import { deleteSocialPostAction } from "../actions";

/** Deletes one recorded post, after a confirmation. */
export function DeletePostButton({ id, url }: { id: number; url: string }) {
  const [error, setError] = useState("");
  const [deleting, startDeleting] = useTransition();
  return (
    <>
      <button
        type="button"
        className={buttonClass.small}
        disabled={deleting}
        aria-label={`Delete post ${url}`}
        onClick={() => {
          if (!window.confirm("Delete this post from the list?")) return;
          startDeleting(async () => {
            const result = await deleteSocialPostAction(id);
            setError(result.ok ? "" : result.message);
          });
        }}
      >
        Delete
      </button>
      {error && (
        <span role="alert" className="text-sm text-red-700">
          {error}
        </span>
      )}
    </>
  );
}
