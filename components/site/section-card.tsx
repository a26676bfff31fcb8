type Props = {
  id: string;
  title: string;
  action?: React.ReactNode;
  children: React.ReactNode;
  className?: string;
};

/** A white card holding one section of a public page, labelled by its heading. */
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

type CardListProps<T> = {
  items: readonly T[];
  /** What the card says when there are no items. */
  empty: string;
  className?: string;
  /** One keyed list item. */
  children: (item: T) => React.ReactNode;
};

/** A card's list of items, or its sentence saying there are none. */
export function CardList<T>({ items, empty, className, children }: CardListProps<T>) {
  if (items.length === 0) return <EmptyText>{empty}</EmptyText>;
  return <ul className={className ?? "divide-y divide-slate-100"}>{items.map(children)}</ul>;
}

export const linkClass =
  "rounded-sm text-link underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand";
