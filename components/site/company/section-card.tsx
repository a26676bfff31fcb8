type Props = {
  id: string;
  title: string;
  action?: React.ReactNode;
  children: React.ReactNode;
  className?: string;
};

/** A white card holding one section of a company page, labelled by its heading. */
export function SectionCard({ id, title, action, children, className = "" }: Props) {
  return (
    <section
      aria-labelledby={id}
      className={`rounded-lg border border-slate-200 bg-white p-5 shadow-sm ${className}`}
    >
      <div className="flex items-center justify-between gap-3">
        <h2 id={id} className="text-lg font-semibold text-brand">
          {title}
        </h2>
        {action}
      </div>
      <div className="mt-4">{children}</div>
    </section>
  );
}

/** The muted sentence a card shows when it has nothing to list. */
export function EmptyText({ children }: { children: React.ReactNode }) {
  return <p className="text-sm text-slate-600">{children}</p>;
}

export const linkClass =
  "rounded-sm text-brand underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand";
