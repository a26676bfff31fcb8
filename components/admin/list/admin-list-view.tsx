import type { ReactNode } from "react";
import { ErrorPanel } from "@/components/ui/error-panel";
import { Pager } from "@/components/ui/pager";

/** How a list shows its rows: the columns of a change list, as one card per row. */
export type ListColumns<Item> = {
  /** The list's accessible name. */
  label?: string;
  /** An ordered list (<ol>) where the order means something (newest first). */
  ordered?: boolean;
  className: string;
  itemClassName?: string;
  keyOf: (item: Item) => number;
  /** One row's content. */
  item: (item: Item) => ReactNode;
};

type Props<Item> = {
  columns: ListColumns<Item>;
  /** The rows, or what to say when they could not be read. */
  data:
    | { ok: true; value: { items: Item[]; page: number; pages: number } }
    | { ok: false; message: string };
  /** Shown when there are no rows. */
  empty: ReactNode;
  /** Above the rows when there are some (a count). */
  summary?: ReactNode;
  /** Puts the rows (or the empty state) in a frame of the list's own. */
  frame?: (rows: ReactNode) => ReactNode;
  hrefFor: (page: number) => string;
};

/** An admin list: its rows as the columns say, an empty state, a failure, and the pager. */
export function AdminListView<Item>({
  columns,
  data,
  empty,
  summary,
  frame,
  hrefFor,
}: Props<Item>) {
  if (!data.ok) return <ErrorPanel title="Error" message={data.message} />;
  const { items, page, pages } = data.value;
  const List = columns.ordered ? "ol" : "ul";
  const rows =
    items.length === 0 ? (
      empty
    ) : (
      <>
        {summary}
        <List aria-label={columns.label} className={columns.className}>
          {items.map((item) => (
            <li key={columns.keyOf(item)} className={columns.itemClassName}>
              {columns.item(item)}
            </li>
          ))}
        </List>
      </>
    );
  return (
    <>
      {frame ? frame(rows) : rows}
      {pages > 1 && <Pager label="Pagination" page={page} pages={pages} hrefFor={hrefFor} />}
    </>
  );
}
