/** The embeddable card of a company. */
export const companyEmbedPath = (shortname: string) =>
  `/embed/organizations/${encodeURIComponent(shortname)}`;

/** The embeddable card of a person. */
export const personEmbedPath = (id: number) => `/embed/people/${id}`;

/** A company's README badge. */
export const companyBadgePath = (shortname: string) =>
  `/badge/${encodeURIComponent(shortname)}.svg`;
