"use client";

import { useRouter } from "next/navigation";
import { useId, useRef, useState, useTransition } from "react";
import { buttonClass } from "@/components/ui/button";
import { inputClass } from "@/components/ui/field";
import { deleteCompanyAction } from "../actions";

type Props = { id: number; version: number; name: string };

/** Deletes the company with its links, once its name is typed back in a dialog. */
export function DeleteCompany({ id, version, name }: Props) {
  const router = useRouter();
  const inputId = useId();
  const dialog = useRef<HTMLDialogElement>(null);
  const [typed, setTyped] = useState("");
  const [problem, setProblem] = useState("");
  const [pending, startTransition] = useTransition();

  const remove = () =>
    startTransition(async () => {
      const answer = await deleteCompanyAction(id, version, typed);
      if (answer.ok) router.push("/organizations");
      else setProblem(answer.message);
    });

  return (
    <>
      <button
        type="button"
        className={buttonClass.danger}
        onClick={() => dialog.current?.showModal()}
      >
        Delete company
      </button>
      <dialog
        ref={dialog}
        aria-labelledby={`${inputId}-title`}
        className="m-auto w-full max-w-md rounded-lg p-6 backdrop:bg-slate-900/50"
      >
        <h2 id={`${inputId}-title`} className="text-lg font-semibold text-red-800">
          Delete {name}?
        </h2>
        <p className="mt-2 text-sm text-slate-700">
          This removes the company with its websites, key people and project links, tags, socials,
          valuations and headline links. People, projects, tags and headlines stay. The history
          keeps its last state, from which it can be restored.
        </p>
        <label htmlFor={inputId} className="mt-4 block text-sm font-medium text-slate-800">
          Type {name} to confirm
        </label>
        <input
          id={inputId}
          value={typed}
          autoComplete="off"
          onChange={(event) => setTyped(event.target.value)}
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? `${inputId}-error` : undefined}
          className={inputClass}
        />
        {problem && (
          <p id={`${inputId}-error`} role="alert" className="mt-1 text-sm text-red-700">
            {problem}
          </p>
        )}
        <div className="mt-4 flex justify-end gap-3">
          <button
            type="button"
            className={buttonClass.secondary}
            onClick={() => dialog.current?.close()}
          >
            Cancel
          </button>
          <button
            type="button"
            className={buttonClass.danger}
            disabled={pending || typed.trim() !== name}
            onClick={remove}
          >
            {pending ? "Deleting…" : "Delete"}
          </button>
        </div>
      </dialog>
    </>
  );
}
