"use client";

import { useRouter } from "next/navigation";
import { useId, useState } from "react";
import { buttonClass } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { errorId, inputClass, invalidProps } from "@/components/ui/field";
import { useAction } from "@/components/ui/use-action";
import { deleteCompanyAction } from "../actions";

type Props = { id: number; version: number; name: string };

/** Deletes the company with its links, once its name is typed back in a dialog. */
export function DeleteCompany({ id, version, name }: Props) {
  const router = useRouter();
  const inputId = useId();
  const [asking, setAsking] = useState(false);
  const [typed, setTyped] = useState("");
  const { result, pending, run } = useAction<Awaited<ReturnType<typeof deleteCompanyAction>>>();
  const problem = result && !result.ok ? result.message : "";

  const remove = () =>
    run(
      () => deleteCompanyAction(id, version, typed),
      (answer) => {
        if (answer.ok) router.push("/organizations");
      },
    );

  return (
    <>
      <button type="button" className={buttonClass.danger} onClick={() => setAsking(true)}>
        Delete company
      </button>
      <ConfirmDialog
        title={`Delete ${name}?`}
        tone="danger"
        open={asking}
        busy={pending}
        busyLabel="Deleting…"
        confirmDisabled={typed.trim() !== name}
        onConfirm={remove}
        onCancel={() => setAsking(false)}
      >
        <p>
          This removes the company with its websites, key people and project links, tags, socials,
          valuations and headline links. People, projects, tags and headlines stay. The history
          keeps its last state, from which it can be restored.
        </p>
        <div>
          <label htmlFor={inputId} className="block text-sm font-medium text-slate-800">
            Type {name} to confirm
          </label>
          <input
            id={inputId}
            value={typed}
            autoComplete="off"
            onChange={(event) => setTyped(event.target.value)}
            {...invalidProps(inputId, problem || undefined)}
            className={inputClass}
          />
          {problem && (
            <p id={errorId(inputId)} role="alert" className="mt-1 text-sm text-red-700">
              {problem}
            </p>
          )}
        </div>
      </ConfirmDialog>
    </>
  );
}
