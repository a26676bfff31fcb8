// What an admin's draft view of a public page may show of the admin UI: the one entry that
// public routes import from components/admin (the layering rules in eslint.config.mjs).
export { PublishToggle } from "./publish-toggle";
