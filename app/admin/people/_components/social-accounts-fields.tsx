"use client";

import { SOCIAL_ACCOUNT_TYPES } from "@/lib/domain/constants";
import { socialLabel } from "@/lib/domain/social-labels";
import type { FieldErrors } from "@/lib/validation/field-errors";
import { buttonClass } from "@/components/ui/button";
import { FieldError, inputClass, invalidProps } from "@/components/ui/field";
import type { AccountRow } from "./person-form-values";

type Props = {
  accounts: AccountRow[];
  errors: FieldErrors;
  onChange: (accounts: AccountRow[]) => void;
  newKey: () => string;
};

/** The person's social accounts: a type and a URL per row, rows added and removed. */
export function SocialAccountsFields({ accounts, errors, onChange, newKey }: Props) {
  const update = (index: number, change: Partial<AccountRow>) =>
    onChange(accounts.map((account, i) => (i === index ? { ...account, ...change } : account)));
  return (
    <fieldset className="space-y-3">
      <legend className="text-base font-semibold text-brand">Social accounts</legend>
      <FieldError id="social_accounts" message={errors.social_accounts} />
      {accounts.length === 0 && <p className="text-sm text-slate-600">No social accounts.</p>}
      {accounts.map((account, index) => {
        const label = `Social account ${index + 1}`;
        const typeId = `social_accounts.${index}.account_type`;
        const urlId = `social_accounts.${index}.url`;
        return (
          <fieldset key={account.key} className="rounded-md border border-slate-200 p-3">
            <legend className="px-1 text-sm font-medium text-slate-700">{label}</legend>
            <div className="grid gap-3 sm:grid-cols-[12rem_1fr_auto] sm:items-start">
              <div>
                <label htmlFor={typeId} className="block text-sm text-slate-800">
                  Type
                </label>
                <select
                  id={typeId}
                  value={account.account_type}
                  onChange={(event) => update(index, { account_type: event.target.value })}
                  className={inputClass}
                  {...invalidProps(typeId, errors[typeId])}
                >
                  <option value="">Choose a type…</option>
                  {SOCIAL_ACCOUNT_TYPES.map((type) => (
                    <option key={type} value={type}>
                      {socialLabel(type)}
                    </option>
                  ))}
                </select>
                <FieldError id={typeId} message={errors[typeId]} />
              </div>
              <div>
                <label htmlFor={urlId} className="block text-sm text-slate-800">
                  URL
                </label>
                <input
                  id={urlId}
                  type="url"
                  value={account.url}
                  onChange={(event) => update(index, { url: event.target.value })}
                  placeholder="https://"
                  className={inputClass}
                  {...invalidProps(urlId, errors[urlId])}
                />
                <FieldError id={urlId} message={errors[urlId]} />
              </div>
              <button
                type="button"
                onClick={() => onChange(accounts.filter((_, i) => i !== index))}
                aria-label={`Remove ${label.toLowerCase()}`}
                className={`${buttonClass.remove} sm:mt-6`}
              >
                Remove
              </button>
            </div>
          </fieldset>
        );
      })}
      <button
        type="button"
        onClick={() => onChange([...accounts, { key: newKey(), account_type: "", url: "" }])}
        className={buttonClass.secondary}
      >
        Add social account
      </button>
    </fieldset>
  );
}
