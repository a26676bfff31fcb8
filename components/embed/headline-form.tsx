"use client";

import { HEADLINE_TYPES } from "@/lib/domain/constants";
import { headlineTypeBadge } from "@/lib/domain/headline-types";
import { LIMITS } from "@/lib/validation/submission-limits";
import { SelectField, TextField, upTo } from "./fields";
import { FormShell, type FormAction } from "./form-shell";

const TYPE_OPTIONS = HEADLINE_TYPES.map((type) => ({
  value: type,
  label: headlineTypeBadge(type).label,
}));

/** The form for suggesting a news headline. */
export function HeadlineForm({ action }: { action: FormAction }) {
  return (
    <FormShell formType="headline" action={action}>
      <TextField
        name="url"
        label="Article URL"
        type="url"
        required
        hint="The source: the company blog is preferred for funding and launches."
      />
      <TextField name="title" label="Title" required hint={upTo(LIMITS.title)} />
      <TextField
        name="companies"
        label="Companies mentioned"
        hint="Company names as listed here, separated by commas."
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField name="headline_type" label="Type" required options={TYPE_OPTIONS} />
        <TextField name="headline_date" label="Date" type="date" />
      </div>
    </FormShell>
  );
}
