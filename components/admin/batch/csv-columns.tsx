import { HeadedSection } from "@/components/ui/headed-section";

/** The template columns of a CSV import with what each holds. */
export function CsvColumns({ columns }: { columns: { name: string; notes: string }[] }) {
  return (
    <HeadedSection id="csv-columns" title="Template columns" className="space-y-2">
      <dl className="grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[max-content_1fr]">
        {columns.map((column) => (
          <div key={column.name} className="contents">
            <dt className="font-mono">{column.name}</dt>
            <dd className="text-slate-600">{column.notes}</dd>
          </div>
        ))}
      </dl>
    </HeadedSection>
  );
}
