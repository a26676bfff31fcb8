"use client";

import { LIMITS } from "@/lib/validation/submission-limits";
import { TextField, upTo } from "./fields";
import { FormShell, type FormAction } from "./form-shell";

/** The contact form. */
export function ContactForm({ action }: { action: FormAction }) {
  return (
    <FormShell formType="contact" action={action}>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField name="name" label="Name" required />
        <TextField name="email" label="Email" type="email" required />
      </div>
      <TextField name="subject" label="Subject" required hint={upTo(LIMITS.subject)} />
      <TextField name="message" label="Message" rows={4} required hint={upTo(LIMITS.message)} />
    </FormShell>
  );
}
