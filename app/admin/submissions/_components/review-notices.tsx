"use client";

import { createContext, use, useState } from "react";

// What a row reports: its review's answer, and which submission it was.
type Notice = { ok: boolean; message: string; id: number; title: string };

const NoticeContext = createContext<(notice: Notice) => void>(() => {});

/** Lets a row's review form report its outcome to the list around it. */
export const useReviewNotice = () => use(NoticeContext);

type Props = { visibleIds: number[]; children: React.ReactNode };

/**
 * The list of submissions, with the outcome of the last review shown above it when its row
 * has left the list (accepting from the New tab removes the row, and its message with it).
 */
export function ReviewNotices({ visibleIds, children }: Props) {
  const [notice, setNotice] = useState<Notice | null>(null);
  const shown = notice && !visibleIds.includes(notice.id) ? notice : null;
  return (
    <NoticeContext value={setNotice}>
      <p
        role="status"
        className={
          shown
            ? `rounded-md border p-3 text-sm ${shown.ok ? "border-green-200 bg-green-50 text-green-900" : "border-red-200 bg-red-50 text-red-800"}`
            : "sr-only"
        }
      >
        {shown && `Last review, ${shown.title}: ${shown.message}`}
      </p>
      {children}
    </NoticeContext>
  );
}
