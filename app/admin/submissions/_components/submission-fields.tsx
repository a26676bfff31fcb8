import { externalLinkProps } from "@/components/ui/external-link";
import type { SubmissionItem } from "@/lib/admin/submissions";
import { headlineTypeBadge } from "@/lib/domain/headline-types";
import { safeHttpUrl } from "@/lib/domain/urls";

type Field = { label: string; value: React.ReactNode; multiline?: boolean };

/** A submitted URL: a link only when it is http(s), plain text otherwise. */
function WebAddress({ url }: { url: string }) {
  const href = safeHttpUrl(url);
  if (!href) return <>{url}</>;
  return (
    <a href={href} {...externalLinkProps} className="break-all text-brand underline">
      {url}
    </a>
  );
}

function fieldsOf(item: SubmissionItem): Field[] {
  if (item.kind === "company") {
    const p = item.payload;
    return [
      { label: "Company name", value: p.name },
      { label: "Website", value: <WebAddress url={p.website} /> },
      { label: "Description", value: p.description, multiline: true },
      { label: "City", value: p.city },
      { label: "Year founded", value: p.year_founded },
      { label: "Notes", value: p.notes, multiline: true },
    ];
  }
  if (item.kind === "headline") {
    const p = item.payload;
    return [
      { label: "Article URL", value: <WebAddress url={p.url} /> },
      { label: "Title", value: p.title },
      { label: "Companies mentioned", value: p.companies },
      { label: "Type", value: headlineTypeBadge(p.headline_type).label },
      { label: "Date", value: p.headline_date },
    ];
  }
  const p = item.payload;
  return [
    { label: "Name", value: p.name },
    { label: "Subject", value: p.subject },
    { label: "Message", value: p.message, multiline: true },
  ];
}

/** The submitted fields with their form labels; fields left blank are left out. */
export function SubmissionFields({ item }: { item: SubmissionItem }) {
  const fields = fieldsOf(item).filter((field) => field.value != null && field.value !== "");
  return (
    <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-[10rem_1fr]">
      {fields.map((field) => (
        <div key={field.label} className="contents">
          <dt className="font-medium text-slate-600">{field.label}</dt>
          <dd className={`text-slate-900 ${field.multiline ? "whitespace-pre-line" : ""}`}>
            {field.value}
          </dd>
        </div>
      ))}
    </dl>
  );
}
