// Types of security-headers.mjs, which server.mjs runs without a build.

/** Whether a path is one of the forms made to be framed by any site. */
export function isEmbeddable(path: string): boolean;

/** Whether a path is one of the admin forms framed by the site itself or allowed parents. */
export function isAdminEmbed(path: string): boolean;

/** The security headers for a request path. */
export function securityHeaders(
  path: string,
  options: { https: boolean; embedParents?: string[] },
): Record<string, string>;

/** Routes whose handler sets its own Content-Security-Policy. */
export const OWN_POLICY_ROUTES: string[];

/** The security headers as Next.js `headers()` rules (next start, platforms without server.mjs). */
export function nextConfigHeaders(options: { https: boolean; embedParents?: string[] }): {
  source: string;
  missing: { type: "header"; key: string }[];
  headers: { key: string; value: string }[];
}[];

/** The request header by which server.mjs tells Next to skip its `headers()` rules. */
export const SERVER_SETS_HEADERS: string;

/** Fills in `defaults` just before the head is written, skipping names the handler set. */
export function setDefaultsBeforeHead(
  res: import("node:http").ServerResponse,
  defaults: Record<string, string>,
): void;
