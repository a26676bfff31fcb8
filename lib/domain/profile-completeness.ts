// A company page shows only the sections that have something to say. A profile with fewer than
// half of them filled says so in one line, inviting an edit, instead of a page of empty cards.

/** What a company page can show, each true when it has content. */
export type ProfileSections = {
  description: boolean;
  headlines: boolean;
  funding: boolean;
  valuation: boolean;
  people: boolean;
  projects: boolean;
  tags: boolean;
  socials: boolean;
};

/** The line a sparse profile shows; "suggest an edit" links to the contact form. */
export const SPARSE_PROFILE_TEXT = "This profile is still being filled in — ";
export const SPARSE_PROFILE_LINK = "suggest an edit";

/** Whether fewer than half of a profile's sections have content. */
export function isSparseProfile(sections: ProfileSections): boolean {
  const filled = Object.values(sections);
  return filled.filter(Boolean).length * 2 < filled.length;
}
