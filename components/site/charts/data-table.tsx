export type TableColumn = { label: string; numeric?: boolean };

type Props = { caption: string; columns: TableColumn[]; rows: React.ReactNode[][] };

/** A chart's numbers as a table, folded under a disclosure (in the page for readers and crawlers). */
export function DataTable({ caption, columns, rows }: Props) {
  return (
    <details className="text-sm">
      <summary className="cursor-pointer text-link underline-offset-2 hover:underline">
        Show the numbers
      </summary>
      <div className="mt-2 max-h-96 overflow-auto">
        {/* The cells' common classes are set once on the table. */}
        <table className="w-full border-collapse [&_td]:px-2 [&_td]:py-1 [&_th]:px-2 [&_th]:py-1 [&_tbody_th]:text-left [&_tbody_th]:font-normal [&_tbody_tr:nth-child(odd)]:bg-slate-50">
          <caption className="sr-only">{caption}</caption>
          <thead>
            <tr>
              {columns.map((column) => (
                <th
                  key={column.label}
                  scope="col"
                  className={`border-b border-slate-200 font-semibold ${column.numeric ? "text-right" : "text-left"}`}
                >
                  {column.label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((cells, row) => (
              <tr key={row}>
                {cells.map((cell, index) =>
                  index === 0 ? (
                    <th key={index} scope="row">
                      {cell}
                    </th>
                  ) : (
                    <td
                      key={index}
                      className={columns[index]?.numeric ? "text-right tabular-nums" : undefined}
                    >
                      {cell}
                    </td>
                  ),
                )}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </details>
  );
}
