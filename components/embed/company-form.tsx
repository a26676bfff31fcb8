"use client";

import { LIMITS } from "@/lib/validation/submission-limits";
import { TextField } from "./fields";
import { FormShell, type FormAction } from "./form-shell";

const upTo = (max: number) => `Up to ${max.toLocaleString("en-US")} characters.`;

/** The form for suggesting a company to list. */
export function CompanyForm({ action }: { action: FormAction }) {
  return (
    <FormShell
      formType="company"
      title="Submit a company"
      action={action}
      submitLabel="Submit company"
      thankYou="Your company submission has been received. All submissions are reviewed, typically within 1-2 business days."
    >
      {(state) => (
        <>
          <TextField
            name="name"
            label="Company name"
            required
            state={state}
            hint={upTo(LIMITS.name)}
          />
          <TextField
            name="website"
            label="Website"
            type="url"
            required
            state={state}
            hint="Starting with https://"
          />
          <TextField
            name="description"
            label="Description"
            rows={3}
            state={state}
            hint={`What the company builds and its open source model. ${upTo(LIMITS.text)}`}
          />
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField
              name="city"
              label="City"
              state={state}
              hint="Such as Austin, TX, USA or Berlin, Germany."
            />
            <TextField
              name="year_founded"
              label="Year founded"
              state={state}
              hint="4 digits, such as 2019."
            />
          </div>
          <TextField
            name="submitter_email"
            label="Your email"
            type="email"
            state={state}
            hint="Optional: we write only if we have questions."
          />
          <TextField
            name="notes"
            label="Notes"
            rows={2}
            state={state}
            hint={`Anything else reviewers should know. ${upTo(LIMITS.text)}`}
          />
        </>
      )}
    </FormShell>
  );
}
