// The security headers of every response, set in one place: server.mjs applies them before
// Next.js answers. Written in plain JavaScript because server.mjs runs without a build.

// Pages are static and cached for everyone, so a per-request nonce is impossible: Next's
// inline bootstrap scripts need 'unsafe-inline'. Everything else comes from the site itself;
// company logos are stored as any https URL, hence https: for images.
const POLICY = [
  "default-src 'self'",
  "script-src 'self' 'unsafe-inline'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: https:",
  "font-src 'self'",
  "connect-src 'self'",
  "frame-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
];

// Features the site never uses, switched off for it and anything it frames.
const PERMISSIONS = [
  "accelerometer",
  "camera",
  "display-capture",
  "geolocation",
  "gyroscope",
  "magnetometer",
  "microphone",
  "midi",
  "payment",
  "usb",
]
  .map((feature) => `${feature}=()`)
  .join(", ");

/** Whether a path is one of the forms made to be framed by any site. */
export const isEmbeddable = (path) => /^\/embed(?:[/?#]|$)/.test(path);

/** Whether a path is one of the admin forms framed by the site itself or allowed parents. */
export const isAdminEmbed = (path) => /^\/embedded(?:[/?#]|$)/.test(path);

/**
 * The security headers for a request path. Only /embed/** may be framed, by any site;
 * /embedded/** (admin forms) by the site and the origins in `embedParents`; every other page
 * by none. HSTS only when the site's own URL is https.
 */
export function securityHeaders(path, { https, embedParents = [] }) {
  const framing = isEmbeddable(path)
    ? "frame-ancestors *"
    : isAdminEmbed(path)
      ? ["frame-ancestors 'self'", ...embedParents].join(" ")
      : "frame-ancestors 'none'";
  const headers = {
    "Content-Security-Policy": [...POLICY, framing].join("; "),
    "X-Content-Type-Options": "nosniff",
    "Referrer-Policy": "strict-origin-when-cross-origin",
    "Permissions-Policy": PERMISSIONS,
  };
  if (!isEmbeddable(path) && !isAdminEmbed(path)) headers["X-Frame-Options"] = "DENY";
  if (https) headers["Strict-Transport-Security"] = "max-age=31536000; includeSubDomains";
  return headers;
}
