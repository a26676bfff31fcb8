// Its own module so that the logo's client component does not ship the URL helpers.

/** The logo shown for a company without one (or whose logo fails to load). */
export const PLACEHOLDER_LOGO = "/placeholder-logo.svg";
