"use client";

import { LIMITS } from "@/lib/validation/submission-limits";
import { TextField } from "./fields";
import { FormShell, type FormAction } from "./form-shell";

/** The contact form. */
export function ContactForm({ action }: { action: FormAction }) {
  return (
    <FormShell
      formType="contact"
      title="Send us a message"
      action={action}
      submitLabel="Send message"
      thankYou="Your message has been received. We typically respond within 1-2 business days."
    >
      {(state) => (
        <>
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField name="name" label="Name" required state={state} />
            <TextField name="email" label="Email" type="email" required state={state} />
          </div>
          <TextField
            name="subject"
            label="Subject"
            required
            state={state}
            hint={`Up to ${LIMITS.subject} characters.`}
          />
          <TextField
            name="message"
            label="Message"
            rows={4}
            required
            state={state}
            hint={`Up to ${LIMITS.message.toLocaleString("en-US")} characters.`}
          />
        </>
      )}
    </FormShell>
  );
}
