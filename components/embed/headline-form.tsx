"use client";

import { HEADLINE_TYPES } from "@/lib/domain/constants";
import { headlineTypeBadge } from "@/lib/domain/headline-types";
import { LIMITS } from "@/lib/validation/submission-limits";
import { SelectField, TextField } from "./fields";
import { FormShell, type FormAction } from "./form-shell";

const TYPE_OPTIONS = HEADLINE_TYPES.map((type) => ({
  value: type,
  label: headlineTypeBadge(type).label,
}));

/** The form for suggesting a news headline. */
export function HeadlineForm({ action }: { action: FormAction }) {
  return (
    <FormShell
      formType="headline"
      title="Submit a headline"
      action={action}
      submitLabel="Submit headline"
      thankYou="Your headline submission has been received. All submissions are reviewed, typically within 1-2 business days."
    >
      {(state) => (
        <>
          <TextField
            name="url"
            label="Article URL"
            type="url"
            required
            state={state}
            hint="The source: the company blog is preferred for funding and launches."
          />
          <TextField
            name="title"
            label="Title"
            required
            state={state}
            hint={`Up to ${LIMITS.title} characters.`}
          />
          <TextField
            name="companies"
            label="Companies mentioned"
            state={state}
            hint="Company names as listed here, separated by commas."
          />
          <div className="grid gap-4 sm:grid-cols-2">
            <SelectField
              name="headline_type"
              label="Type"
              required
              state={state}
              options={TYPE_OPTIONS}
            />
            <TextField name="headline_date" label="Date" type="date" state={state} />
          </div>
        </>
      )}
    </FormShell>
  );
}
