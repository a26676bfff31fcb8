type Props = { title: string; children?: React.ReactNode };

/** A dashed box saying that there is nothing to show, and what to do about it. */
export function EmptyState({ title, children }: Props) {
  return (
    <div className="rounded-lg border border-dashed border-slate-300 bg-white p-10 text-center">
      <p className="font-semibold text-slate-800">{title}</p>
      {children && <div className="mt-2 text-sm text-slate-600">{children}</div>}
    </div>
  );
}
