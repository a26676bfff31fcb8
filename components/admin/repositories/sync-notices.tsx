"use client";

import { createContext, use, useState } from "react";
import { ActionStatus } from "@/components/ui/action-status";

type Notice = { ok: boolean; message: string };

const NoticeContext = createContext<(notice: Notice) => void>(() => {});

/** Lets a row's Sync now report what GitHub answered to the list around it. */
export const useSyncNotice = () => use(NoticeContext);

/**
 * The repositories' table with the outcome of the last Sync now above it: the row itself may
 * move or leave the view once synced (a failure fixed leaves the Error filter).
 */
export function SyncNotices({ children }: { children: React.ReactNode }) {
  const [notice, setNotice] = useState<Notice | null>(null);
  return (
    <NoticeContext value={setNotice}>
      <ActionStatus result={notice} />
      {children}
    </NoticeContext>
  );
}
