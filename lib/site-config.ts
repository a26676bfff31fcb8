// Facts about the site that are not data: tagline, navigation, the community's accounts.

export const TAGLINE = "The directory and news hub of commercial open source";

export const COMMUNITY = {
  name: "COSS Community",
  url: "https://github.com/coss-directory",
};

export const SOCIAL_LINKS = [
  { label: "GitHub", href: "https://github.com/coss-directory" },
  { label: "X", href: "https://x.com/cossdirectory" },
  { label: "LinkedIn", href: "https://www.linkedin.com/company/coss-directory" },
] as const;

export const QUICK_LINKS = [
  { label: "Home", href: "/" },
  { label: "Organizations", href: "/organizations" },
  { label: "Headlines", href: "/headlines" },
  { label: "People", href: "/people" },
  { label: "Showcase", href: "/showcase" },
  { label: "Stats", href: "/stats" },
  { label: "Growth index", href: "/growth" },
  { label: "Data", href: "/data" },
  { label: "API", href: "/api" },
] as const;

export const COMMUNITY_LINKS = [
  { label: "About", href: "/about" },
  { label: "Contact", href: "/contact" },
  { label: "Submit", href: "/submit" },
] as const;
