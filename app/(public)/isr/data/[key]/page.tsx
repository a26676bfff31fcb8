import type { Metadata } from "next";
import { SectionCard } from "@/components/site/section-card";
import { formatCount } from "@/lib/domain/batch/batch-kinds";
import { formatLongDate } from "@/lib/domain/dates";
import { DATASET_FILES, datasetFileName } from "@/lib/queries/open-data/dataset-files";
import { datasetInfo } from "@/lib/queries/open-data/dataset-info";

// /data, served here through a rewrite like /about: cached, and refreshed after each write.
export const revalidate = 3600;
export const generateStaticParams = async () => [];

export const metadata: Metadata = {
  title: "Open data",
  description:
    "Download every published company and headline of the directory as JSON and CSV files.",
  alternates: { canonical: "/data" },
};

const linkClass =
  "inline-block rounded-md bg-brand px-4 py-2 text-sm font-semibold text-white hover:bg-brand-light";

export default async function DataPage() {
  const info = await datasetInfo();
  const downloads = [
    { file: DATASET_FILES.companiesJson, count: `${formatCount(info.companies)} companies` },
    { file: DATASET_FILES.companiesCsv, count: `${formatCount(info.companies)} companies` },
    {
      file: DATASET_FILES.headlinesCsv,
      count: `${formatCount(info.headlines)} headlines (${formatCount(info.headlineRows)} rows)`,
    },
  ];
  return (
    <article className="mx-auto max-w-3xl space-y-6">
      <header className="space-y-2">
        <h1 className="text-3xl font-bold text-brand">Open data</h1>
        <p className="text-slate-700">
          The directory&apos;s published data, free to download and use. Each file holds the whole
          dataset as it is now, read from the database when you download it.
        </p>
        <p className="text-slate-700">
          Data as of <time dateTime={info.asOf.toISOString()}>{formatLongDate(info.asOf)}</time>
        </p>
      </header>
      {downloads.map(({ file, count }) => (
        <SectionCard key={file.id} id={file.id} title={file.title}>
          <p className="text-sm text-slate-700">{file.about}</p>
          <p className="mt-3 text-sm font-medium text-slate-800">{count}</p>
          <p className="mt-3">
            <a href={file.path} className={linkClass}>
              Download {datasetFileName(file, info.asOf)}
            </a>
          </p>
        </SectionCard>
      ))}
      <SectionCard id="about-the-files" title="About the files">
        <ul className="list-disc space-y-1 pl-5 text-sm text-slate-700">
          <li>Only published companies and their published headlines are included.</li>
          <li>
            The files import into another installation of the directory through its admin batch
            screens: first the companies, then the headlines, which are matched to companies by
            name.
          </li>
          <li>
            OSS News &amp; Views headlines are not included: the headline import does not take them.
          </li>
          <li>
            The GitHub figures are read from GitHub by the directory, not curated: an import ignores
            them. A project on another host, or not checked yet, has none.
          </li>
          <li>
            CSV files are UTF-8 with a header row. A cell that a spreadsheet would run as a formula
            starts with an apostrophe.
          </li>
          <li>
            Files carry an ETag: a client that sends it back gets &ldquo;304 Not Modified&rdquo;
            until the data changes.
          </li>
        </ul>
      </SectionCard>
    </article>
  );
}
