/** Props of a link to another site: a new tab that gets no access to this page. */
export const externalLinkProps = { target: "_blank", rel: "noopener noreferrer" } as const;
