"use client";

import { useSyncNotice } from "@/components/admin/repositories/sync-notices";
import { useAction } from "@/components/ui/use-action";
import type { ActionResult } from "@/lib/admin/action-result";
import type { SourceRowActions } from "./source-actions";

type Props = {
  id: number;
  name: string;
  active: boolean;
  action: SourceRowActions["switchActive"];
};

/** A source's on/off switch: on, the sweep polls it when due; off, never. */
export function ActiveSwitch({ id, name, active, action }: Props) {
  const notify = useSyncNotice();
  const { pending, run } = useAction<ActionResult>();
  return (
    <button
      type="button"
      role="switch"
      aria-checked={active}
      aria-label={`Active: ${name}`}
      disabled={pending}
      // A refusal shows above the table; on success the list shows the new state.
      onClick={() =>
        run(
          () => action(id, !active),
          (answer) => !answer.ok && notify(answer),
        )
      }
      className="inline-flex items-center gap-2 text-xs font-medium text-slate-700 focus-visible:outline-2 focus-visible:outline-brand disabled:opacity-60"
    >
      <span
        aria-hidden="true"
        className={`relative inline-block h-5 w-9 rounded-full transition-colors ${active ? "bg-brand" : "bg-slate-300"}`}
      >
        <span
          className={`absolute top-0.5 left-0.5 h-4 w-4 rounded-full bg-white shadow transition-transform ${active ? "translate-x-4" : ""}`}
        />
      </span>
      {/* The name says what it switches, aria-checked its state; the words are for the eye. */}
      <span aria-hidden="true">{active ? "On" : "Off"}</span>
    </button>
  );
}
