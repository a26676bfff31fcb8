import { PageHeader } from "../page-header";
import type { BatchKind } from "@/lib/domain/batch/batch-kinds";
import { BATCH_TEMPLATES } from "@/lib/domain/batch/templates";
import { BATCH_SCREENS } from "./batch-screens";
import { BatchUploader } from "./batch-uploader";
import { DownloadButton } from "./download-button";

/** The layout every batch screen shares: template, format help, file, check, log, documentation. */
export function BatchScreen({ kind }: { kind: BatchKind }) {
  const { title, intro, format, docs } = BATCH_SCREENS[kind];
  const template = BATCH_TEMPLATES[kind];
  const csv = template.fileName.endsWith(".csv");
  return (
    <div className="space-y-8">
      <PageHeader title={title} intro={intro}>
        <DownloadButton
          label="Download Template"
          fileName={template.fileName}
          text={template.text}
          type={csv ? "text/csv" : "application/json"}
        />
      </PageHeader>
      <section aria-labelledby="format-help" className="rounded-md bg-slate-50 p-4 text-sm">
        <h2 id="format-help" className="mb-2 text-lg font-semibold">
          Format
        </h2>
        <ul className="ml-5 list-disc space-y-1">
          {format.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      </section>
      <BatchUploader
        kind={kind}
        accept={csv ? ".csv" : ".json"}
        label={csv ? "CSV file" : "JSON file"}
      />
      {docs}
    </div>
  );
}
