// Calling the running app as a browser would, without a browser: server actions through
// their Next-Action POST (arguments encoded as React's encodeReply does), route handlers
// through plain requests.

/** Who calls: no cookie at all, or a session cookie. */
export type Caller = { name: string; cookie: string };

export type Answer = { status: number; location: string | null; body: string };

// React's reply encoding: strings that start with '$' are escaped, FormData values travel as
// parts of a multipart body named '<reference>_<field>' and are referenced as '$K<reference>'.
function encodeArguments(args: unknown[]): { body: string | FormData; type?: string } {
  const parts: [string, string][] = [];
  let next = 1;
  const json = JSON.stringify(args, function (this: unknown, _key, value: unknown) {
    if (value instanceof FormData) {
      const reference = next++;
      for (const [field, fieldValue] of value)
        parts.push([`${reference}_${field}`, String(fieldValue)]);
      return `$K${reference.toString(16)}`;
    }
    return typeof value === "string" && value.startsWith("$") ? `$${value}` : value;
  });
  if (parts.length === 0) return { body: json, type: "text/plain;charset=UTF-8" };
  const body = new FormData();
  body.set("0", json);
  for (const [field, value] of parts) body.append(field, value);
  return { body };
}

async function answerOf(response: Response): Promise<Answer> {
  return {
    status: response.status,
    location: response.headers.get("location"),
    body: await response.text(),
  };
}

/**
 * Calls server action `id` with `args` as `caller`, posting to the page at `path` as the site's
 * own page would, or (`withOrigin` false) as a script that names no Origin.
 */
export async function callAction(
  origin: string,
  path: string,
  id: string,
  args: unknown[],
  caller: Caller,
  withOrigin = true,
): Promise<Answer> {
  const { body, type } = encodeArguments(args);
  const headers: Record<string, string> = { "Next-Action": id, Accept: "text/x-component" };
  if (withOrigin) headers.Origin = origin;
  if (type) headers["Content-Type"] = type;
  if (caller.cookie) headers.Cookie = caller.cookie;
  const response = await fetch(origin + path, {
    method: "POST",
    headers,
    body,
    redirect: "manual",
  });
  return answerOf(response);
}

export const METHODS = ["GET", "POST", "PUT", "PATCH", "DELETE"] as const;

/**
 * Calls a route handler with `method` as `caller`, with a JSON body on the writing methods,
 * as a page of `from` would (by default the site's own).
 */
export async function callRoute(
  origin: string,
  path: string,
  method: (typeof METHODS)[number],
  payload: unknown,
  caller: Caller,
  from = origin,
): Promise<Answer> {
  const headers: Record<string, string> = { Origin: from };
  if (caller.cookie) headers.Cookie = caller.cookie;
  const init: RequestInit = { method, headers, redirect: "manual" };
  if (method !== "GET") {
    headers["Content-Type"] = "application/json";
    init.body = JSON.stringify(payload);
  }
  return answerOf(await fetch(origin + path, init));
}

// The refusals of lib/admin/admin-action.ts (a post without the site's Origin, AuthorizationError
// of lib/auth/require-admin.ts, a frame token that does not stand): adminAction answers
// { ok: false, message }, so a refusal is an answer carrying the message; when an action lets
// the error through, a production server hides the message but sends the error's digest.
const REFUSAL_MESSAGES = [
  "This request did not come from the site's own pages.",
  "Sign in as an administrator first.",
  "This account has no admin privileges.",
  // The framed headline form's actions, called with a token that does not stand.
  "Your sign-in for this form has ended: sign in again in a new window.",
];
const REFUSAL_DIGEST = /^AUTHORIZATION_ERROR_40[13]$/;

/** The strings of a React Server Components (Flight) answer's JSON rows, nested ones included. */
function flightStrings(body: string): { key: string; value: string }[] {
  const strings: { key: string; value: string }[] = [];
  const visit = (value: unknown, key: string) => {
    if (typeof value === "string") strings.push({ key, value });
    else if (value && typeof value === "object") {
      for (const [name, inner] of Object.entries(value)) visit(inner, name);
    }
  };
  for (const line of body.split("\n")) {
    // '<row id>:<JSON>', or '<row id>:E<JSON>' for an error.
    const row = /^[0-9a-f]+:[A-Z]?([[{].*)$/.exec(line);
    if (!row) continue;
    try {
      visit(JSON.parse(row[1]), "");
    } catch {
      // Not a JSON row.
    }
  }
  return strings;
}

/** Whether a server action's answer is its admin refusal. */
export function isActionRefusal(answer: Answer): boolean {
  return flightStrings(answer.body).some(
    ({ key, value }) =>
      REFUSAL_MESSAGES.some((message) => value.includes(message)) ||
      (key === "digest" && REFUSAL_DIGEST.test(value)),
  );
}

/** Whether the answer sends the caller to /login (the proxy does so for /admin/**). */
export const isLoginRedirect = (answer: Answer) =>
  answer.status >= 300 && answer.status < 400 && /^\/login\?/.test(answer.location ?? "");
