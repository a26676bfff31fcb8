// The visitor's choice of theme, kept in a cookie that only the browser reads: pages are cached
// and shared, so the server renders every page the same and the choice is applied on the page.

export const THEMES = ["system", "light", "dark"] as const;
export type Theme = (typeof THEMES)[number];

export const THEME_COOKIE = "theme";

/** The theme a cookie's value names; anything but light or dark follows the system. */
export const themeOf = (value: string | undefined | null): Theme =>
  value === "light" || value === "dark" ? value : "system";

/** The theme after `theme` in the toggle's cycle. */
export const nextTheme = (theme: Theme): Theme =>
  THEMES[(THEMES.indexOf(theme) + 1) % THEMES.length];

/**
 * Run in the page's head before anything is painted: sets data-theme on <html> from the cookie
 * (only light or dark; without it the page follows the system, see app/globals.css).
 */
export const APPLY_THEME_SCRIPT = `try{var t=document.cookie.match(/(?:^|; )${THEME_COOKIE}=(light|dark)(?:;|$)/);if(t)document.documentElement.dataset.theme=t[1]}catch(e){}`;
