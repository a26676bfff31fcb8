"use client";

import { SOCIAL_ACCOUNT_TYPES } from "@/lib/domain/constants";
import { socialLabel } from "@/lib/domain/social-labels";
import type { FieldErrors } from "@/lib/validation/field-errors";
import { buttonClass } from "@/components/ui/button";
import { SelectField, TextField } from "@/components/ui/controlled-fields";
import { FieldError } from "@/components/ui/field";
import type { AccountRow } from "./person-form-values";

type Props = {
  accounts: AccountRow[];
  errors: FieldErrors;
  onChange: (accounts: AccountRow[]) => void;
  newKey: () => string;
};

const TYPE_OPTIONS = [
  { value: "", label: "Choose a type…" },
  ...SOCIAL_ACCOUNT_TYPES.map((type) => ({ value: type, label: socialLabel(type) })),
];

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
              <SelectField
                id={typeId}
                label="Type"
                value={account.account_type}
                options={TYPE_OPTIONS}
                error={errors[typeId]}
                onChange={(account_type) => update(index, { account_type })}
              />
              <TextField
                id={urlId}
                label="URL"
                type="url"
                value={account.url}
                placeholder="https://"
                error={errors[urlId]}
                onChange={(url) => update(index, { url })}
              />
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
