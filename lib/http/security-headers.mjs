// The security headers of every response, defined in one place: server.mjs fills them in
// (setDefaultsBeforeHead) and next.config.ts declares them (nextConfigHeaders) for `next start`
// and platforms without server.mjs. Written in plain JavaScript because server.mjs runs
// without a build.

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

/** Whether a path is one of the forms or cards made to be framed by any site (/embed/**). */
export const isEmbeddable = (path) => /^\/embed(?:[/?#]|$)/.test(path);

/** Whether a path is one of the admin forms framed by the site itself or allowed parents. */
export const isAdminEmbed = (path) => /^\/embedded(?:[/?#]|$)/.test(path);

/** Whether a path is one of the build's scripts and styles (named by their content's hash). */
const isBuildFile = (path) => path.startsWith("/_next/static/");

/**
 * The security headers for a request path. Only /embed/** may be framed, by any site;
 * /embedded/** (admin forms) by the site and the origins in `embedParents`; every other page
 * by none. HSTS only when the site's own URL is https.
 */
export function securityHeaders(path, { https, embedParents = [] }) {
  const hsts = https ? { "Strict-Transport-Security": "max-age=31536000; includeSubDomains" } : {};
  // The build's scripts and styles are no documents: what a document may load, who may frame
  // it and which features it may use mean nothing on them, where they would add 550 bytes to
  // each of the dozen a page loads.
  if (isBuildFile(path)) return { "X-Content-Type-Options": "nosniff", ...hsts };
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
  return { ...headers, ...hsts };
}

/** Routes whose handler sets its own Content-Security-Policy: images that must run nothing. */
export const OWN_POLICY_ROUTES = ["/api/favicon", "/api/admin/og-images/render"];

const escapeForRegex = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
const asList = (headers) => Object.entries(headers).map(([key, value]) => ({ key, value }));

/**
 * The request header server.mjs sets (replacing any a client sent) so that Next skips its
 * `headers()` rules: those are fixed at build time, while server.mjs reads the environment it
 * runs in and lets every handler's own headers win.
 */
export const SERVER_SETS_HEADERS = "x-security-headers-by-server";

/**
 * The same headers as Next.js `headers()` rules, for `next start` and platforms without
 * server.mjs (read at build time, like all of next.config). Next sets these before a route
 * runs and then keeps them, so the routes of OWN_POLICY_ROUTES get every header but the
 * policy their handler sets.
 */
export function nextConfigHeaders(options) {
  const exceptions = [
    "embed(?:ded)?",
    "_next/static",
    ...OWN_POLICY_ROUTES.map((route) => escapeForRegex(route.slice(1))),
  ];
  const ownPolicy = (route) => {
    const headers = securityHeaders(route, options);
    delete headers["Content-Security-Policy"];
    return headers;
  };
  const rules = [
    [`/:path((?!(?:${exceptions.join("|")})(?:/|$)).*)`, securityHeaders("/", options)],
    ...["/embed", "/embedded"].flatMap((route) => [
      [route, securityHeaders(route, options)],
      [`${route}/:path*`, securityHeaders(route, options)],
    ]),
    ...OWN_POLICY_ROUTES.map((route) => [route, ownPolicy(route)]),
    ["/_next/static/:path*", securityHeaders("/_next/static/", options)],
  ];
  const missing = [{ type: "header", key: SERVER_SETS_HEADERS }];
  return rules.map(([source, headers]) => ({ source, missing, headers: asList(headers) }));
}

/**
 * Fills in `defaults` just before the response's head is written, skipping every name the
 * handler set itself (through setHeader or writeHead's own headers): a route's stricter policy
 * (an image's, a download's) wins over the site's. Next keeps a header already set, so
 * setting the defaults first would silently drop the handler's.
 */
export function setDefaultsBeforeHead(res, defaults) {
  const writeHead = res.writeHead;
  res.writeHead = function (statusCode, ...rest) {
    const given = namesIn(rest.find((argument) => typeof argument === "object" && argument));
    for (const [name, value] of Object.entries(defaults)) {
      if (!res.hasHeader(name) && !given.has(name.toLowerCase())) res.setHeader(name, value);
    }
    return writeHead.call(this, statusCode, ...rest);
  };
}

// Header names passed to writeHead: an object, a flat [name, value, ...] list or [name, value] pairs.
function namesIn(headers) {
  if (!headers) return new Set();
  const names = Array.isArray(headers)
    ? headers.flatMap((entry, index) =>
        Array.isArray(entry) ? [entry[0]] : index % 2 === 0 ? [entry] : [],
      )
    : Object.keys(headers);
  return new Set(names.map((name) => String(name).toLowerCase()));
}
