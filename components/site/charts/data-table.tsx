export type TableColumn = { label: string; numeric?: boolean };

type Props = { caption: string; columns: TableColumn[]; rows: React.ReactNode[][] };

/** A chart's numbers as a table, folded under a disclosure (in the page for readers and crawlers). */
export function DataTable({ caption, columns, rows }: Props) {
  return (
    <details className="text-sm">
      <summary className="cursor-pointer text-brand underline-offset-2 hover:underline">
        Show the numbers
      </summary>
      <div className="mt-2 max-h-96 overflow-auto">
        <table className="w-full border-collapse">
          <caption className="sr-only">{caption}</caption>
          <thead>
            <tr>
              {columns.map((column) => (
                <th
                  key={column.label}
                  scope="col"
                  className={`border-b border-slate-200 px-2 py-1 font-semibold ${column.numeric ? "text-right" : "text-left"}`}
                >
                  {column.label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((cells, row) => (
              <tr key={row} className="odd:bg-slate-50">
                {cells.map((cell, index) =>
                  index === 0 ? (
                    <th key={index} scope="row" className="px-2 py-1 text-left font-normal">
                      {cell}
                    </th>
                  ) : (
                    <td
                      key={index}
                      className={`px-2 py-1 ${columns[index]?.numeric ? "text-right tabular-nums" : ""}`}
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
