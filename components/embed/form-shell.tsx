"use client";

import { useActionState, useEffect, useRef, useState } from "react";
import type { FormType } from "@/lib/domain/frame-messages";
import { HONEYPOT_FIELD, INITIAL_FORM_STATE, type FormState } from "@/lib/submissions/form-state";
import { buttonClass } from "@/components/ui/button";
import { FormStateContext } from "./fields";
import { FORM_TEXTS } from "./form-texts";
import { FrameResizer } from "./frame-resizer";

export type FormAction = (state: FormState, formData: FormData) => Promise<FormState>;

type Props = {
  formType: FormType;
  action: FormAction;
  /** The form's fields, which read the last answer from FormStateContext. */
  children: React.ReactNode;
};

/**
 * A community form: posts to its server action, shows the errors it answers beside the
 * fields (keeping what was typed), and ends with a thank-you. It reports its height to the
 * page that frames it.
 */
export function FormShell(props: Props) {
  // A new key starts a blank form after a thank-you.
  const [round, setRound] = useState(0);
  return (
    <>
      <FrameResizer formType={props.formType} />
      <SubmissionForm key={round} {...props} onAnother={() => setRound(round + 1)} />
    </>
  );
}

function SubmissionForm({
  formType,
  action,
  children,
  onAnother,
}: Props & { onAnother: () => void }) {
  const { title, submitLabel, thankYou } = FORM_TEXTS[formType];
  const [state, formAction, pending] = useActionState(action, INITIAL_FORM_STATE);
  const formRef = useRef<HTMLFormElement>(null);

  // After a rejected attempt, take the keyboard to the first field that needs fixing.
  useEffect(() => {
    if (state.status === "invalid") {
      formRef.current?.querySelector<HTMLElement>("[aria-invalid=true]")?.focus();
    }
  }, [state]);

  if (state.status === "sent") {
    return (
      <section role="status" className="rounded-lg border border-green-200 bg-green-50 p-6">
        <h1 className="text-lg font-semibold text-green-800">Thank you!</h1>
        <p className="mt-2 text-sm text-green-900">{thankYou}</p>
        <button type="button" onClick={onAnother} className={`mt-4 ${buttonClass.link}`}>
          Submit another
        </button>
      </section>
    );
  }

  return (
    <form ref={formRef} action={formAction} noValidate className="space-y-4">
      <h1 className="text-lg font-semibold text-brand">{title}</h1>
      {state.message && (
        <p
          role="alert"
          className="rounded-md border border-red-200 bg-red-50 p-3 text-sm text-red-800"
        >
          {state.message}
        </p>
      )}
      <FormStateContext value={state}>{children}</FormStateContext>
      {/* Hidden from people (and from assistive technology); robots fill it in. */}
      <div aria-hidden="true" className="absolute -left-[10000px] h-px w-px overflow-hidden">
        <label htmlFor={HONEYPOT_FIELD}>Leave this field empty</label>
        <input
          id={HONEYPOT_FIELD}
          name={HONEYPOT_FIELD}
          type="text"
          tabIndex={-1}
          autoComplete="off"
        />
      </div>
      <p className="text-xs text-slate-600">Fields marked * are required.</p>
      <button type="submit" disabled={pending} className={buttonClass.primary}>
        {pending ? "Sending…" : submitLabel}
      </button>
    </form>
  );
}
