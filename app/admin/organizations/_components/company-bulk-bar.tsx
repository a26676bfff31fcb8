"use client";

import { useRouter } from "next/navigation";
import { useState, type ReactNode } from "react";
import { ActionStatus } from "@/components/ui/action-status";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { inputClass } from "@/components/ui/field";
import { useAction } from "@/components/ui/use-action";
import type { TagOption } from "@/lib/admin/companies/table/tag-options";
import { companiesCount, type BulkChangeKind } from "@/lib/domain/bulk-change";

type Target = { ids: number[] } | { filter: string };
type Change =
  | { kind: "publish" | "unpublish" }
  | { kind: "apply-tag" | "remove-tag"; tagId: number }
  | { kind: "delete"; confirm: string };
type Answer = { ok: boolean; message: string; skipped?: number[] };

/** The server action that applies a bulk change. */
export type BulkAction = (target: Target, change: Change) => Promise<Answer>;

const CHOICES: [BulkChangeKind, string][] = [
  ["publish", "Publish"],
  ["unpublish", "Unpublish"],
  ["apply-tag", "Apply tag"],
  ["remove-tag", "Remove tag"],
  ["delete", "Delete"],
];

type Props = {
  target: Target;
  /** How many companies the target holds, as the curator sees it. */
  count: number;
  tags: TagOption[];
  /** The names of the rows shown, to name the skipped ones. */
  names: Map<number, string>;
  action: BulkAction;
  /** Called with a success's sentence (skipped rows named), once the change is made. */
  onDone: (message: string) => void;
  children?: ReactNode;
};

/** What to do with the selection: choose, (for a tag) which tag, Apply; a delete asks first. */
export function BulkBar({ target, count, tags, names, action, onDone, children }: Props) {
  const router = useRouter();
  const { result, setResult, pending, run } = useAction<Answer>();
  const [kind, setKind] = useState<BulkChangeKind>("publish");
  // The tag as typed in its searchable box: nothing is chosen until a tag's name is.
  const [tagText, setTagText] = useState("");
  const tag = tags.find((option) => option.label === tagText.trim()) ?? null;
  const [confirming, setConfirming] = useState(false);
  const [tagQuestion, setTagQuestion] = useState(false);
  const [typed, setTyped] = useState("");
  const needsTag = kind === "apply-tag" || kind === "remove-tag";

  function apply(change: Change) {
    run(
      () => action(target, change),
      (answer) => {
        if (!answer.ok) return;
        setConfirming(false);
        setTagQuestion(false);
        setTyped("");
        // The table says what happened (this bar goes when no rows are left).
        setResult(null);
        onDone(answer.message + skippedNames(answer.skipped ?? []));
        router.refresh();
      },
    );
  }
  function onApply() {
    setResult(null);
    onDone("");
    if (kind === "delete") return setConfirming(true);
    if (needsTag) return setTagQuestion(true);
    apply({ kind: kind as "publish" | "unpublish" });
  }
  // Skipped rows are named by the names the table showed.
  const skippedNames = (ids: number[]) =>
    ids.length ? ` (${ids.map((id) => names.get(id) ?? `#${id}`).join(", ")})` : "";

  return (
    <div
      role="group"
      aria-label="Bulk actions"
      className="sticky top-0 z-10 space-y-2 rounded-lg border border-slate-200 bg-slate-50 p-3 shadow-sm"
    >
      <div className="flex flex-wrap items-center gap-3">
        <span className="text-sm font-medium">{companiesCount(count)} selected</span>
        {children}
        <label className="text-sm">
          <select
            aria-label="Bulk action"
            value={kind}
            onChange={(event) => setKind(event.target.value as BulkChangeKind)}
            className={`${inputClass} mt-0 w-auto`}
          >
            {CHOICES.map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </select>
        </label>
        {needsTag && (
          <label className="text-sm">
            <input
              aria-label="Tag"
              list="bulk-tags"
              value={tagText}
              onChange={(event) => setTagText(event.target.value)}
              placeholder="Type to find a tag"
              className={`${inputClass} mt-0 w-56`}
            />
            <datalist id="bulk-tags">
              {tags.map((option) => (
                <option key={option.id} value={option.label} />
              ))}
            </datalist>
          </label>
        )}
        <Button variant="primary" disabled={pending || (needsTag && !tag)} onClick={onApply}>
          {pending && !confirming ? "Applying…" : "Apply"}
        </Button>
      </div>
      {!confirming && !tagQuestion && <ActionStatus result={result} />}
      {tag && (
        <ConfirmDialog
          title={
            kind === "apply-tag"
              ? `Apply "${tag.label}" to ${companiesCount(count)}?`
              : `Remove "${tag.label}" from ${companiesCount(count)}?`
          }
          open={tagQuestion}
          busy={pending}
          confirmLabel={kind === "apply-tag" ? "Apply" : "Remove"}
          onConfirm={() => apply({ kind: kind as "apply-tag" | "remove-tag", tagId: tag.id })}
          onCancel={() => setTagQuestion(false)}
        >
          <ActionStatus result={result} />
        </ConfirmDialog>
      )}
      <ConfirmDialog
        title={`Delete ${companiesCount(count)}?`}
        open={confirming}
        busy={pending}
        tone="danger"
        confirmDisabled={typed.trim() === ""}
        onConfirm={() => apply({ kind: "delete", confirm: typed })}
        onCancel={() => setConfirming(false)}
      >
        <p>
          This deletes each company with its websites, people links, tags and valuations. The
          history lists them, but a bulk delete cannot be restored.
        </p>
        <label className="block">
          Type {count} to confirm
          <input
            value={typed}
            onChange={(event) => setTyped(event.target.value)}
            inputMode="numeric"
            className={inputClass}
          />
        </label>
        <ActionStatus result={result} />
      </ConfirmDialog>
    </div>
  );
}
