// What the 404 views say: 'Page not found' and Go Home, unless a company's headlines or a
// person are missing.

export const MISSING_THINGS = ["company", "organization", "person"] as const;
export type MissingThing = (typeof MISSING_THINGS)[number];

export type NotFoundText = { message: string; href: string; label: string };

const PAGE: NotFoundText = { message: "Page not found", href: "/", label: "Go Home" };

export const NOT_FOUND_TEXTS: Record<MissingThing, NotFoundText> = {
  company: PAGE,
  organization: { ...PAGE, message: "Organization not found" },
  person: { message: "Person not found", href: "/people", label: "Back to People" },
};

export const isMissingThing = (value: string): value is MissingThing =>
  (MISSING_THINGS as readonly string[]).includes(value);
