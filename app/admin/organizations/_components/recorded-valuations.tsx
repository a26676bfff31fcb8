"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";
import { AlertText, refusalOf } from "@/components/ui/alert-text";
import { buttonClass } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { externalLinkProps } from "@/components/ui/external-link";
import { useAction } from "@/components/ui/use-action";
import { useHydrated } from "@/components/ui/use-hydrated";
import type { RecordedValuation } from "@/lib/companies/sync-valuation";
import { formatLongDate } from "@/lib/domain/dates";
import { formatMillions } from "@/lib/domain/money";
import { safeHttpUrl } from "@/lib/domain/urls";
import { deleteValuationAction } from "../actions";

const COLUMNS = ["Date", "Amount", "Source"];

type Props = { companyId: number; rows: RecordedValuation[] };

const describe = (row: RecordedValuation) =>
  `${formatMillions(row.amount)} as of ${formatLongDate(row.date)}`;

/**
 * The company's recorded valuations, newest first. A save only adds rows; one goes only
 * through its own Delete, confirmed, as a write of its own.
 */
export function RecordedValuations({ companyId, rows }: Props) {
  const router = useRouter();
  const ready = useHydrated();
  const [deleting, setDeleting] = useState<RecordedValuation | null>(null);
  const { result, pending, run } = useAction<Awaited<ReturnType<typeof deleteValuationAction>>>();

  const confirm = (row: RecordedValuation) =>
    run(
      () => deleteValuationAction(companyId, row.id),
      (answer) => {
        setDeleting(null);
        if (answer.ok) router.refresh();
      },
    );

  if (rows.length === 0) {
    return <p className="text-sm text-slate-600 md:col-span-3">No valuation recorded yet.</p>;
  }
  return (
    <div className="md:col-span-3">
      <table className="w-full text-left text-sm">
        <caption className="mb-2 text-left font-medium text-slate-800">
          Recorded valuations (the newest by date is the current one)
        </caption>
        <thead className="text-slate-600">
          <tr>
            {COLUMNS.map((column) => (
              <th key={column} scope="col" className="py-1 pr-3 font-medium">
                {column}
              </th>
            ))}
            <th scope="col" className="sr-only">
              Actions
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => {
            const source = safeHttpUrl(row.source_url);
            return (
              <tr key={row.id} className="border-t border-slate-100">
                <td className="py-1 pr-3">{formatLongDate(row.date)}</td>
                <td className="py-1 pr-3">{formatMillions(row.amount)}</td>
                <td className="py-1 pr-3 break-all">
                  {source ? (
                    <a href={source} {...externalLinkProps} className="text-blue-700 underline">
                      {source}
                    </a>
                  ) : (
                    <span className="text-slate-500">None</span>
                  )}
                </td>
                <td className="py-1 text-right">
                  <button
                    type="button"
                    disabled={!ready || pending}
                    aria-label={`Delete the valuation of ${describe(row)}`}
                    onClick={() => setDeleting(row)}
                    className={buttonClass.small}
                  >
                    Delete
                  </button>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
      <AlertText className="mt-2">{refusalOf(result)}</AlertText>
      <ConfirmDialog
        title="Delete valuation?"
        open={deleting !== null}
        busy={pending}
        onConfirm={() => deleting && confirm(deleting)}
        onCancel={() => setDeleting(null)}
      >
        <p>
          Delete the valuation of {deleting && describe(deleting)}? The newest remaining one becomes
          the current valuation. This cannot be undone.
        </p>
        <p>The form reloads afterwards: edits not yet saved are lost.</p>
      </ConfirmDialog>
    </div>
  );
}
