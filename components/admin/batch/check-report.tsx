import type { BatchReport } from "@/lib/domain/batch/batch-kinds";

type Checked = Extract<BatchReport, { ok: true }>;

const List = ({ title, lines }: { title: string; lines: string[] }) =>
  lines.length === 0 ? null : (
    <div>
      <h3 className="font-medium">{title}</h3>
      <ul className="ml-5 list-disc">
        {lines.slice(0, 200).map((line, index) => (
          <li key={index}>{line}</li>
        ))}
      </ul>
      {lines.length > 200 && <p>… and {(lines.length - 200).toLocaleString("en-US")} more</p>}
    </div>
  );

/** What the check found: the plan, every problem by item or line and field, skipped rows. */
export function CheckReport({ report }: { report: Checked }) {
  const { plan } = report;
  const clean = report.problems.length === 0;
  return (
    <section
      aria-labelledby="batch-check"
      className={`space-y-2 rounded-md border p-4 text-sm ${clean ? "border-green-300 bg-green-50" : "border-red-300 bg-red-50"}`}
    >
      <h2 id="batch-check" className="text-lg font-semibold">
        {clean
          ? "Ready to import"
          : `${report.problems.length.toLocaleString("en-US")} problems found`}
      </h2>
      <p>
        {plan.create.toLocaleString("en-US")} to create, {plan.update.toLocaleString("en-US")} to
        update, {report.ready.toLocaleString("en-US")} of {report.total.toLocaleString("en-US")}{" "}
        items without problems.
      </p>
      {report.notes.map((note) => (
        <p key={note} className="font-medium">
          {note}
        </p>
      ))}
      <List title="Companies not found" lines={plan.notFound} />
      <List title="Conflicts within the file" lines={plan.conflicts} />
      <List title="Problems" lines={report.problems} />
      <List title="Rows skipped" lines={report.skipped} />
      <List title="New people who may be someone listed already" lines={report.namesakes} />
    </section>
  );
}
