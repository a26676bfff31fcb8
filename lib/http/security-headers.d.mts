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
