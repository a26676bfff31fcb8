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
