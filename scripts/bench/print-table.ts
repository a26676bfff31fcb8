/** Prints `lines` under `header`, columns aligned: `textColumns` to the left, figures right. */
export function printAligned(header: string[], lines: string[][], textColumns: Set<number>) {
  const widths = header.map((title, i) => Math.max(title.length, ...lines.map((l) => l[i].length)));
  const format = (cells: string[]) =>
    cells
      .map((cell, i) => (textColumns.has(i) ? cell.padEnd(widths[i]) : cell.padStart(widths[i])))
      .join("  ");
  console.log(format(header));
  console.log(widths.map((width) => "-".repeat(width)).join("  "));
  lines.forEach((line) => console.log(format(line)));
}
