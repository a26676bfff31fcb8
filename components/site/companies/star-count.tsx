/**
 * A company's total GitHub stars: '★ 80.1k' on screen, the exact count on hover and for
 * screen readers (which would read the compact form as "eighty point one k").
 */
export function StarCount({ compact, exact }: { compact: string; exact: string }) {
  return (
    <span title={`${exact} on GitHub`} className="whitespace-nowrap">
      <span aria-hidden="true">{`★ ${compact}`}</span>
      <span className="sr-only">{`${exact} on GitHub`}</span>
    </span>
  );
}
