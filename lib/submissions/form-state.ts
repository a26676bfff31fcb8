/** What a community form shows after a submission attempt. */
export type FormState = {
  status: "idle" | "invalid" | "limited" | "failed" | "sent";
  message?: string;
  /** The first problem of each field, by field name. */
  errors: Record<string, string>;
  /** What was typed, so that a rejected form keeps it. */
  values: Record<string, string>;
};

export const INITIAL_FORM_STATE: FormState = { status: "idle", errors: {}, values: {} };

/** The name of the hidden field that people never see and spam robots fill in. */
export const HONEYPOT_FIELD = "homepage";
