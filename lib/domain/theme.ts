// The visitor's choice of theme, kept in a cookie that only the browser reads: pages are cached
// and shared, so the server renders every page the same and the choice is applied on the page.

export const THEMES = ["system", "light", "dark"] as const;
export type Theme = (typeof THEMES)[number];

export const THEME_COOKIE = "theme";

/** The label the toggle shows for each theme. */
export const THEME_LABELS: Record<Theme, string> = { system: "Auto", light: "Light", dark: "Dark" };

const YEAR_SECONDS = 365 * 24 * 3600;

/**
 * Run in the page's head before anything is painted: sets data-theme on <html> from the cookie
 * (only light or dark; without it the page follows the system, see app/globals.css), and makes
 * every [data-theme-toggle] button cycle Auto → Light → Dark. It is not a React component so
 * that it works before the page hydrates and adds nothing to hydrate; the button's label is
 * chosen by CSS from data-theme, so the page's markup never changes.
 */
export const THEME_SCRIPT = `(function(){
var root=document.documentElement,order=${JSON.stringify(THEMES)};
function read(){var m=document.cookie.match(/(?:^|; )${THEME_COOKIE}=(light|dark)(?:;|$)/);return m?m[1]:"system"}
function apply(t){if(t==="system")delete root.dataset.theme;else root.dataset.theme=t}
try{apply(read())}catch(e){}
document.addEventListener("click",function(e){
var button=e.target instanceof Element&&e.target.closest("[data-theme-toggle]");if(!button)return;
var next=order[(order.indexOf(read())+1)%order.length];
document.cookie="${THEME_COOKIE}="+next+"; path=/; max-age=${YEAR_SECONDS}; samesite=lax";
apply(next)})})()`;
