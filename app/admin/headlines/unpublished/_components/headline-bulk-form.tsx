"use client";

import { useRouter } from "next/navigation";
import { useRef, useState, type ReactNode } from "react";
import { ActionStatus } from "@/components/ui/action-status";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { useAction } from "@/components/ui/use-action";

type Answer = { ok: boolean; message: string };

/** The field name of each headline's checkbox inside the form. */
export const HEADLINE_CHECKBOX = "headline";

type Props = {
  action: (ids: number[], change: "publish" | "delete") => Promise<Answer>;
  children: ReactNode;
};

/**
 * The unpublished list as a form: each row's checkbox ticks it, and the buttons publish or
 * (after a question) delete the ticked headlines; the list then shows what is left.
 */
export function HeadlineBulkForm({ action, children }: Props) {
  const router = useRouter();
  const form = useRef<HTMLFormElement>(null);
  const { result, pending, run } = useAction<Answer>();
  const [deleting, setDeleting] = useState<number[] | null>(null);

  const ticked = () =>
    new FormData(form.current!).getAll(HEADLINE_CHECKBOX).map((value) => Number(value));
  function apply(ids: number[], change: "publish" | "delete") {
    run(
      () => action(ids, change),
      (answer) => {
        setDeleting(null);
        if (!answer.ok) return;
        form.current?.reset();
        router.refresh();
      },
    );
  }

  return (
    <form ref={form} onSubmit={(event) => event.preventDefault()} className="space-y-3">
      <div className="flex flex-wrap items-center gap-3">
        <Button variant="primary" disabled={pending} onClick={() => apply(ticked(), "publish")}>
          Publish selected
        </Button>
        <Button variant="remove" disabled={pending} onClick={() => setDeleting(ticked())}>
          Delete selected
        </Button>
        <ActionStatus result={result} />
      </div>
      {children}
      <ConfirmDialog
        title={`Delete ${deleting?.length ?? 0} headlines?`}
        open={deleting !== null}
        busy={pending}
        tone="danger"
        onConfirm={() => apply(deleting ?? [], "delete")}
        onCancel={() => setDeleting(null)}
      >
        <p>The selected unpublished headlines are deleted. This action cannot be undone.</p>
      </ConfirmDialog>
    </form>
  );
}
