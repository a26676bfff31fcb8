type Props = {
  /** Classes of the scrolling box around the table. */
  className?: string;
  tableClassName?: string;
  children: React.ReactNode;
};

/** A table that scrolls sideways inside its box when it is wider than the screen. */
export function ScrollTable({
  className = "",
  tableClassName = "w-full text-sm",
  children,
}: Props) {
  return (
    <div className={`overflow-x-auto ${className}`.trim()}>
      <table className={tableClassName}>{children}</table>
    </div>
  );
}

/**
 * A table whose last column is long text (a title, a description): on a phone each row shows
 * its other cells on one line and that text under them, instead of a column of one word a
 * line. Each table gives its rows a grid of the other columns' widths (max-sm:grid ...).
 */
export const BELOW_ON_PHONE = {
  cell: "max-sm:col-span-full max-sm:pt-0",
  heading: "max-sm:hidden",
};
