"use client";

import { useRouter } from "next/navigation";
import { useCallback, useRef, useState, type ReactNode } from "react";
import { ActionStatus } from "@/components/ui/action-status";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { useAction } from "@/components/ui/use-action";
import type { HeadlineBulkChange, HeadlineSelection } from "@/lib/admin/headlines/bulk-headlines";
import type { QueueFilter } from "@/lib/admin/headlines/queue-filter";
import { HEADLINE_CHECKBOX, QUEUE_ROW } from "./queue-fields";
import { useQueueKeys, type RowKey } from "./use-queue-keys";

type Answer = { ok: boolean; message: string };

type Props = {
  action: (selection: HeadlineSelection, change: HeadlineBulkChange) => Promise<Answer>;
  /** The queue's filters, and how many headlines they keep (the "all matching" buttons). */
  filter: QueueFilter;
  matching: number;
  children: ReactNode;
};

type Question = { selection: HeadlineSelection; change: HeadlineBulkChange; title: string };

const plural = (count: number) => `${count} headline${count === 1 ? "" : "s"}`;

/**
 * The review queue as a form: each row's checkbox ticks it; the buttons publish, reject or
 * (after a question) delete the ticked headlines, or publish or reject all those the filters
 * keep (after a question). The keyboard acts on one row at a time (useQueueKeys).
 */
export function ReviewQueueForm({ action, filter, matching, children }: Props) {
  const router = useRouter();
  const form = useRef<HTMLFormElement>(null);
  const { result, pending, run } = useAction<Answer>();
  const [question, setQuestion] = useState<Question | null>(null);

  const ticked = () =>
    new FormData(form.current!).getAll(HEADLINE_CHECKBOX).map((value) => Number(value));
  const apply = useCallback(
    (selection: HeadlineSelection, change: HeadlineBulkChange) =>
      run(
        () => action(selection, change),
        (answer) => {
          setQuestion(null);
          if (!answer.ok) return;
          form.current?.reset();
          router.refresh();
        },
      ),
    [action, router, run],
  );

  const onRowKey = useCallback(
    (key: RowKey, row: HTMLElement) => {
      const id = Number(row.getAttribute(QUEUE_ROW));
      if (key === "publish" || key === "reject") apply([id], key);
      else if (key === "edit") router.push(row.dataset.edit!);
      else {
        const box = row.querySelector<HTMLInputElement>(`input[name="${HEADLINE_CHECKBOX}"]`);
        if (box) box.checked = !box.checked;
      }
    },
    [apply, router],
  );
  useQueueKeys(form, pending || question !== null, onRowKey);

  const all = { matching: filter };
  return (
    <form ref={form} onSubmit={(event) => event.preventDefault()} className="space-y-3">
      <div className="flex flex-wrap items-center gap-3">
        <Button variant="primary" disabled={pending} onClick={() => apply(ticked(), "publish")}>
          Publish selected
        </Button>
        <Button variant="secondary" disabled={pending} onClick={() => apply(ticked(), "reject")}>
          Reject selected
        </Button>
        <Button
          variant="remove"
          disabled={pending}
          onClick={() =>
            setQuestion({
              selection: ticked(),
              change: "delete",
              title: `Delete ${plural(ticked().length)}?`,
            })
          }
        >
          Delete selected
        </Button>
        <span className="text-sm text-slate-600">
          or all {plural(matching)} shown by the filters:
        </span>
        <Button
          variant="secondary"
          disabled={pending}
          onClick={() =>
            setQuestion({
              selection: all,
              change: "publish",
              title: `Publish ${plural(matching)}?`,
            })
          }
        >
          Publish all
        </Button>
        <Button
          variant="secondary"
          disabled={pending}
          onClick={() =>
            setQuestion({ selection: all, change: "reject", title: `Reject ${plural(matching)}?` })
          }
        >
          Reject all
        </Button>
        <ActionStatus result={result} />
      </div>
      {children}
      <ConfirmDialog
        title={question?.title ?? ""}
        open={question !== null}
        busy={pending}
        confirmLabel={
          { publish: "Publish", reject: "Reject", delete: "Delete" }[question?.change ?? "delete"]
        }
        tone={question?.change === "publish" ? "plain" : "danger"}
        onConfirm={() => question && apply(question.selection, question.change)}
        onCancel={() => setQuestion(null)}
      >
        <p>{QUESTION_TEXT[question?.change ?? "delete"]}</p>
      </ConfirmDialog>
    </form>
  );
}

const QUESTION_TEXT: Record<HeadlineBulkChange, string> = {
  publish: "Visitors will see these headlines on the site.",
  reject:
    "These headlines are removed, and their links are remembered so that no feed adds them again.",
  delete: "The selected unpublished headlines are deleted. This action cannot be undone.",
};
