import { DataTable, type TableColumn } from "./data-table";

type Props = {
  /** Prefix of the ids the chart's SVG is labelled and described by. */
  id: string;
  title: string;
  /** One or two sentences saying what the chart shows: its text alternative. */
  summary: string;
  /** Whether there is nothing to draw: the chart then says there is no data yet. */
  empty: boolean;
  /** Rows dated after today, left out of the chart. */
  future?: number;
  table: { columns: TableColumn[]; rows: React.ReactNode[][] };
  children: React.ReactNode;
};

/**
 * The drawing's classes: as wide as its card, but on a phone never under its 640 units, so
 * that its 11-unit labels stay 11 px; the card then scrolls it sideways.
 */
export const CHART_SVG_CLASS = "h-auto w-full max-sm:min-w-160";

export const chartTitleId = (id: string) => `${id}-title`;
export const chartSummaryId = (id: string) => `${id}-summary`;

/**
 * A chart with its title, its text alternative, a note of the rows dated in the future and its
 * numbers in a table under a disclosure; 'No data yet.' instead of an empty drawing.
 */
export function ChartFigure({ id, title, summary, empty, future = 0, table, children }: Props) {
  return (
    <section
      aria-labelledby={chartTitleId(id)}
      className="space-y-3 rounded-lg border border-slate-200 bg-white p-5 shadow-sm"
      data-chart={id}
    >
      <h2 id={chartTitleId(id)} className="text-lg font-semibold text-brand">
        {title}
      </h2>
      <p id={chartSummaryId(id)} className="text-sm text-slate-600">
        {empty ? "No data yet." : summary}
      </p>
      {!empty && (
        // Focusable, so that a keyboard scrolls it where it is wider than the screen.
        <div
          role="group"
          aria-labelledby={chartTitleId(id)}
          tabIndex={0}
          className="overflow-x-auto"
        >
          {children}
        </div>
      )}
      {future > 0 && (
        <p className="text-sm text-slate-600">
          Not shown: {future} {future === 1 ? "entry" : "entries"} dated in the future.
        </p>
      )}
      {!empty && <DataTable caption={title} {...table} />}
    </section>
  );
}
