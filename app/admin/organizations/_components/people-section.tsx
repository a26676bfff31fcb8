"use client";

import { buttonClass } from "@/components/ui/button";
import { CheckboxField, SelectField, TextField } from "@/components/ui/controlled-fields";
import { SOCIAL_ACCOUNT_TYPES } from "@/lib/domain/constants";
import type { FieldErrors } from "@/lib/validation/field-errors";
import { emptyAccount, emptyPerson, type AccountRow, type PersonRow } from "./company-form-state";
import { ListSection, type ListProps } from "./list-section";
import { PersonNameField } from "./person-name-field";

const ACCOUNT_TYPES = SOCIAL_ACCOUNT_TYPES.map((type) => ({ value: type, label: type }));

/** The company's key people: role, founder flag, LinkedIn and social accounts of each. */
export function PeopleSection({ errors, ...list }: ListProps<PersonRow>) {
  return (
    <ListSection {...list} title="Key people" noun="key person" create={emptyPerson}>
      {(row, index, update) => {
        const path = `key_people.${index}`;
        return (
          <div className="grid gap-3 md:grid-cols-2">
            <PersonNameField
              id={`people-${index}-name`}
              value={row.name}
              error={errors[`${path}.name`]}
              linked={row.person_id !== undefined}
              onType={(name) => update({ name })}
              onPick={(person) =>
                update({
                  person_id: person.id,
                  name: person.name,
                  linkedin_url: person.linkedin_url ?? row.linkedin_url,
                })
              }
            />
            <TextField
              id={`people-${index}-role`}
              label="Role"
              value={row.role}
              error={errors[`${path}.role`]}
              onChange={(role) => update({ role })}
            />
            <TextField
              id={`people-${index}-linkedin`}
              label="LinkedIn URL"
              type="url"
              value={row.linkedin_url}
              error={errors[`${path}.linkedin_url`]}
              onChange={(linkedin_url) => update({ linkedin_url })}
            />
            <div className="self-end pb-2">
              <CheckboxField
                id={`people-${index}-founder`}
                label="Founder"
                checked={row.is_founder}
                onChange={(is_founder) => update({ is_founder })}
              />
            </div>
            <Accounts
              person={index}
              rows={row.social_accounts}
              errors={errors}
              onChange={(social_accounts) => update({ social_accounts })}
            />
          </div>
        );
      }}
    </ListSection>
  );
}

type AccountsProps = {
  person: number;
  rows: AccountRow[];
  errors: FieldErrors;
  onChange: (rows: AccountRow[]) => void;
};

function Accounts({ person, rows, errors, onChange }: AccountsProps) {
  const update = (index: number, patch: Partial<AccountRow>) =>
    onChange(rows.map((row, i) => (i === index ? { ...row, ...patch } : row)));
  return (
    <div className="md:col-span-2">
      <p className="text-sm font-medium text-slate-800">Social accounts</p>
      <ul className="mt-1 space-y-2">
        {rows.map((row, index) => {
          const path = `key_people.${person}.social_accounts.${index}`;
          return (
            <li key={row.key} className="grid items-end gap-2 md:grid-cols-[10rem_1fr_auto]">
              <SelectField
                id={`people-${person}-account-${index}-type`}
                label={`Account ${index + 1} type`}
                value={row.account_type}
                options={ACCOUNT_TYPES}
                error={errors[`${path}.account_type`]}
                onChange={(value) =>
                  update(index, { account_type: value as AccountRow["account_type"] })
                }
              />
              <TextField
                id={`people-${person}-account-${index}-url`}
                label={`Account ${index + 1} URL`}
                type="url"
                value={row.url}
                error={errors[`${path}.url`]}
                onChange={(url) => update(index, { url })}
              />
              <button
                type="button"
                className={`${buttonClass.small} mb-2`}
                onClick={() => onChange(rows.filter((_, i) => i !== index))}
              >
                Remove account {index + 1}
              </button>
            </li>
          );
        })}
      </ul>
      <button
        type="button"
        className={`${buttonClass.small} mt-2`}
        onClick={() => onChange([...rows, emptyAccount()])}
      >
        Add social account
      </button>
    </div>
  );
}
