"use client";

import { Button } from "@/components/ui/button";
import { useAction } from "@/components/ui/use-action";
import { useSyncNotice } from "./sync-notices";

/** The server action that syncs one repository at once, and its answer in plain words. */
export type SyncNowAction = (id: unknown) => Promise<{ ok: boolean; message: string }>;

type Props = { id: number; label: string; action: SyncNowAction };

/** 'Sync now' for one repository; its outcome shows above the table. */
export function SyncNowButton({ id, label, action }: Props) {
  const notify = useSyncNotice();
  const { pending, run } = useAction<{ ok: boolean; message: string }>();
  return (
    <Button
      variant="small"
      disabled={pending}
      aria-label={`Sync ${label} now`}
      onClick={() => run(() => action(id), notify)}
    >
      {pending ? "Syncing…" : "Sync now"}
    </Button>
  );
}
