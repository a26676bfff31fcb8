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
      {!empty && children}
      {future > 0 && (
        <p className="text-sm text-slate-600">
          Not shown: {future} {future === 1 ? "entry" : "entries"} dated in the future.
        </p>
      )}
      {!empty && <DataTable caption={title} {...table} />}
    </section>
  );
}
