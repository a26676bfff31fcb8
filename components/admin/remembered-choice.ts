// Choices of the admin area that survive reloads: kept in cookies sent with /admin pages
// only, so that the server renders the remembered state at once (no flash of the default).

export const SIDEBAR_COOKIE = "admin_sidebar";
export const TERMINAL_COOKIE = "admin_terminal";

const ONE_YEAR = 60 * 60 * 24 * 365;

/** Remembers `value` under `name` for a year; call it from the browser. */
export function rememberChoice(name: string, value: string) {
  document.cookie = `${name}=${value}; Path=/admin; Max-Age=${ONE_YEAR}; SameSite=Lax`;
}
