// Arguments that would do damage if an action accepted them: ids of real rows, and the fields
// the admin forms send (a publish toggle, a review decision, a person's fields), passed in
// every shape an action takes (an id, an object, a FormData, the useActionState pair).
import type { Targets } from "./database";

const CHANGED = "Changed by the access test";

function fields(id: number, targets: Targets): Record<string, string> {
  return {
    id: String(id),
    shortname: targets.shortname,
    published: "false",
    decision: "accept",
    name: CHANGED,
    description: CHANGED,
    url: "https://changed.example.com/",
    linkedin_url: "https://changed.example.com/in/someone",
    headline_type: "funding",
    headline_date: "2020-01-01",
  };
}

function formData(values: Record<string, string>): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(values)) form.set(name, value);
  return form;
}

function object(id: number, targets: Targets) {
  return {
    ...fields(id, targets),
    id,
    published: false,
    social_accounts: [{ account_type: "x", url: "https://changed.example.com/x" }],
    companies: [{ organization_id: targets.companyId, role: CHANGED, is_founder: true }],
  };
}

/** Argument lists to call every action with. */
export function damagingArguments(targets: Targets): unknown[][] {
  const ids = [
    ...new Set([targets.personId, targets.companyId, targets.headlineId, targets.submissionId]),
  ];
  return [
    [],
    ["a"],
    [targets.shortname],
    [targets.shortname, false],
    [null, object(targets.personId, targets)],
    ...ids.flatMap((id) => [
      [id],
      [id, object(id, targets)],
      [object(id, targets)],
      [formData(fields(id, targets))],
      [null, formData(fields(id, targets))],
    ]),
  ];
}

/** The payload of the writing methods of route handlers. */
export const routePayload = (targets: Targets) => object(targets.personId, targets);

/** An argument list as a short text, for a failure message. */
export function describeArguments(args: unknown[]): string {
  const text = JSON.stringify(args, (_key, value: unknown) =>
    value instanceof FormData ? `FormData(${[...value.keys()].join(",")})` : value,
  );
  return text.length > 160 ? `${text.slice(0, 160)}…` : text;
}
