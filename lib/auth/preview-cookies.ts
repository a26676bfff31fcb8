// Cookie names the proxy reads to decide whether a signed-in browser still needs draft mode.
export const PREVIEW_CHECKED_COOKIE = "coss-preview-checked";
export const DRAFT_MODE_COOKIE = "__prerender_bypass";
export const SESSION_COOKIES = ["next-auth.session-token", "__Secure-next-auth.session-token"];
