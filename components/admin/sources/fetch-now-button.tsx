"use client";

import { useSyncNotice } from "@/components/admin/repositories/sync-notices";
import { Button } from "@/components/ui/button";
import { useAction } from "@/components/ui/use-action";
import { useHydrated } from "@/components/ui/use-hydrated";
import type { ActionResult } from "@/lib/admin/action-result";
import type { SourceRowActions } from "./source-actions";

type Props = { id: number; name: string; action: SourceRowActions["fetchNow"] };

/** 'Fetch now' for one source; what its feed gave shows above the table. */
export function FetchNowButton({ id, name, action }: Props) {
  const notify = useSyncNotice();
  const ready = useHydrated();
  const { pending, run } = useAction<ActionResult>();
  return (
    <Button
      variant="small"
      disabled={!ready || pending}
      aria-label={`Fetch ${name} now`}
      onClick={() => run(() => action(id), notify)}
    >
      {pending ? "Fetching…" : "Fetch now"}
    </Button>
  );
}
