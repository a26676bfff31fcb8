import { HeadedSection } from "@/components/ui/headed-section";
import { ScrollTable } from "@/components/ui/scroll-table";
import type { FieldDoc } from "@/lib/validation/schema-docs";

/** The documentation panel: each field of the file's shape, generated from its schema. */
export function FieldDocs({ title, fields }: { title: string; fields: FieldDoc[] }) {
  return (
    <HeadedSection id="field-docs" title={title} className="space-y-2">
      <ScrollTable tableClassName="w-full text-left text-sm">
        <thead>
          <tr className="border-b border-slate-300">
            <th className="py-1 pr-4">Field</th>
            <th className="py-1 pr-4">Type</th>
            <th className="py-1 pr-4">Required</th>
            <th className="py-1">Notes</th>
          </tr>
        </thead>
        <tbody>
          {fields.map((doc) => (
            <tr key={doc.field} className="border-b border-slate-100">
              <td className="py-1 pr-4 font-mono">{doc.field}</td>
              <td className="py-1 pr-4">{doc.type}</td>
              <td className="py-1 pr-4">{doc.required ? "yes" : "no"}</td>
              <td className="py-1 text-slate-600">{doc.notes}</td>
            </tr>
          ))}
        </tbody>
      </ScrollTable>
    </HeadedSection>
  );
}
