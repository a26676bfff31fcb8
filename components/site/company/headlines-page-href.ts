/** URL of one page of a company's headlines; page 1 has no number. */
export function headlinesPageHref(shortname: string, page: number): string {
  const base = `/organizations/${shortname}/headlines`;
  return page > 1 ? `${base}/${page}` : base;
}
