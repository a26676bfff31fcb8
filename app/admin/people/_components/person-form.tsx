"use client";

import Link from "next/link";
import { useEffect, useRef, useState } from "react";
import { flashOnNextPage, forgetFlash } from "@/components/ui/flash-message";
import { RefusalPanel } from "@/components/ui/error-panel";
import { useAction } from "@/components/ui/use-action";
import { useHydrated } from "@/components/ui/use-hydrated";
import type { FieldErrors } from "@/lib/validation/field-errors";
import type { Refused } from "@/lib/admin/action-result";
import { savePersonAction } from "../actions";
import { CompanyLinksFields } from "./company-links-fields";
import { FieldError, inputClass, invalidProps } from "@/components/ui/field";
import { personFormInput, type PersonFormValues } from "./person-form-values";
import { SocialAccountsFields } from "./social-accounts-fields";
import { buttonClass } from "@/components/ui/button";

type Props = {
  personId: number | null;
  /** The person's version when the page was opened (null for a new person). */
  version: number | null;
  initial: PersonFormValues;
  cancelHref: string;
};

// Errors of a list are keyed by position: once a row is added or removed they no longer fit.
const withoutListErrors = (errors: FieldErrors, list: string) =>
  Object.fromEntries(Object.entries(errors).filter(([key]) => !key.startsWith(list)));

/**
 * The person editor: name, LinkedIn, social accounts and companies. The server validates and
 * saves (then shows the person's page); its errors appear beside the fields and in a red box,
 * and what was typed stays.
 */
export function PersonForm({ personId, version, initial, cancelHref }: Props) {
  const [values, setValues] = useState(initial);
  // On success the action goes on to the person's page: what stays here is a refusal.
  const { result, setResult, errors, pending, run } = useAction<Refused>();
  const ready = useHydrated();
  const errorBox = useRef<HTMLDivElement>(null);
  const rows = useRef(0);

  // After a refused save, take the keyboard to the list of what to fix.
  useEffect(() => {
    if (result && !result.ok) errorBox.current?.focus();
  }, [result]);

  function set<K extends keyof PersonFormValues>(field: K, value: PersonFormValues[K]) {
    const resized = Array.isArray(value) && value.length !== values[field].length;
    if (resized && result) setResult({ ...result, errors: withoutListErrors(errors, field) });
    setValues({ ...values, [field]: value });
  }

  function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    // A saved person's page opens by the action's redirect: its confirmation is left first.
    flashOnNextPage(`Saved ${values.name.trim()}.`);
    run(
      () => savePersonAction(personId, version, personFormInput(values)),
      (answer) => {
        if (!answer.ok) forgetFlash();
      },
    );
  }

  return (
    <form onSubmit={submit} noValidate className="space-y-6">
      <RefusalPanel ref={errorBox} result={result} />
      {/* Every control works through React: disabled until it has hydrated the page. */}
      <fieldset disabled={!ready} className="min-w-0 space-y-6">
        <div className="grid gap-4 sm:grid-cols-2">
          <div>
            <label htmlFor="name" className="block text-sm font-medium text-slate-800">
              Name <span className="text-red-700">*</span>
            </label>
            <input
              id="name"
              type="text"
              required
              value={values.name}
              onChange={(event) => set("name", event.target.value)}
              className={inputClass}
              {...invalidProps("name", errors.name)}
            />
            <FieldError id="name" message={errors.name} />
          </div>
          <div>
            <label htmlFor="linkedin_url" className="block text-sm font-medium text-slate-800">
              LinkedIn URL
            </label>
            <input
              id="linkedin_url"
              type="url"
              value={values.linkedin_url}
              onChange={(event) => set("linkedin_url", event.target.value)}
              placeholder="https://www.linkedin.com/in/…"
              className={inputClass}
              {...invalidProps("linkedin_url", errors.linkedin_url)}
            />
            <FieldError id="linkedin_url" message={errors.linkedin_url} />
          </div>
        </div>
        <SocialAccountsFields
          accounts={values.social_accounts}
          errors={errors}
          onChange={(accounts) => set("social_accounts", accounts)}
          newKey={() => `new-${++rows.current}`}
        />
        <CompanyLinksFields
          companies={values.companies}
          errors={errors}
          onChange={(companies) => set("companies", companies)}
        />
        <div className="flex flex-wrap items-center gap-3 border-t border-slate-200 pt-4">
          <button type="submit" disabled={pending} className={buttonClass.primary}>
            {pending ? "Saving…" : "Save Person"}
          </button>
          <Link href={cancelHref} className="text-sm font-medium text-brand underline">
            Cancel
          </Link>
        </div>
      </fieldset>
    </form>
  );
}
