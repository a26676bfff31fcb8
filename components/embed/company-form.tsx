"use client";

import { LIMITS, SITE_ADDRESS_TEXT } from "@/lib/validation/submission-limits";
import { TextField, upTo } from "./fields";
import { FormShell, type FormAction } from "./form-shell";
import { ListedCompanyCheck } from "./listed-company";

/** The form for suggesting a company to list. */
export function CompanyForm({ action }: { action: FormAction }) {
  return (
    <FormShell formType="company" action={action}>
      <ListedCompanyCheck>
        <TextField name="name" label="Company name" required hint={upTo(LIMITS.name)} />
      </ListedCompanyCheck>
      <TextField
        name="website"
        label="Website"
        required
        hint={`${SITE_ADDRESS_TEXT[0].toUpperCase()}${SITE_ADDRESS_TEXT.slice(1)}.`}
      />
      <TextField
        name="description"
        label="Description"
        rows={3}
        hint={`What the company builds and its open source model. ${upTo(LIMITS.text)}`}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField name="city" label="City" hint="Such as Austin, TX, USA or Berlin, Germany." />
        <TextField name="year_founded" label="Year founded" hint="4 digits, such as 2019." />
      </div>
      <TextField
        name="submitter_email"
        label="Your email"
        type="email"
        hint="Optional: we write only if we have questions."
      />
      <TextField
        name="notes"
        label="Notes"
        rows={2}
        hint={`Anything else reviewers should know. ${upTo(LIMITS.text)}`}
      />
    </FormShell>
  );
}
