import { BELOW_ON_PHONE, ScrollTable } from "@/components/ui/scroll-table";
import type { ReferenceEndpoint } from "@/lib/api/reference";
import { SectionCard } from "../section-card";

const codeBlock =
  "overflow-x-auto rounded-md border border-slate-200 bg-slate-50 p-3 text-xs leading-relaxed text-slate-800";

// On a phone: name, place and type on a line, the description under them.
const parameterRow = "max-sm:grid max-sm:grid-cols-[minmax(0,1fr)_4rem_4.5rem]";

/** One endpoint of the API reference: what it does, its parameters, an example and its statuses. */
export function EndpointSection({
  endpoint,
  origin,
}: {
  endpoint: ReferenceEndpoint;
  origin: string;
}) {
  const id = `endpoint-${endpoint.id}`;
  return (
    <SectionCard id={id} title={`GET ${endpoint.path}`}>
      <p className="font-medium text-slate-900">{endpoint.summary}</p>
      <p className="mt-1 text-sm text-slate-700">{endpoint.description}</p>
      {endpoint.parameters.length > 0 && (
        <ScrollTable className="mt-4" tableClassName="w-full text-left text-sm">
          <caption className="sr-only">Parameters of {endpoint.path}</caption>
          <thead className="border-b border-slate-200 text-slate-600">
            <tr className={parameterRow}>
              <th scope="col" className="py-1 pr-3 font-semibold">
                Parameter
              </th>
              <th scope="col" className="py-1 pr-3 font-semibold">
                In
              </th>
              <th scope="col" className="py-1 pr-3 font-semibold">
                Type
              </th>
              <th scope="col" className={`py-1 font-semibold ${BELOW_ON_PHONE.heading}`}>
                Description
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100 align-top">
            {endpoint.parameters.map((parameter) => (
              <tr key={parameter.name} className={parameterRow}>
                <th
                  scope="row"
                  className="py-1.5 pr-3 font-mono text-xs font-normal text-slate-900"
                >
                  {parameter.name}
                  {parameter.required && <span className="text-slate-600"> (required)</span>}
                </th>
                <td className="py-1.5 pr-3 text-slate-700">{parameter.location}</td>
                <td className="py-1.5 pr-3 text-slate-700">{parameter.type}</td>
                <td className={`py-1.5 text-slate-700 ${BELOW_ON_PHONE.cell}`}>
                  {parameter.description}
                </td>
              </tr>
            ))}
          </tbody>
        </ScrollTable>
      )}
      <h3 className="mt-4 text-sm font-semibold text-slate-900">Example request</h3>
      <pre className={`mt-1 ${codeBlock}`}>
        <code>{`curl '${origin}${endpoint.exampleRequest}'`}</code>
      </pre>
      <h3 className="mt-4 text-sm font-semibold text-slate-900">Example response</h3>
      <pre
        className={`mt-1 max-h-96 ${codeBlock}`}
        tabIndex={0}
        aria-label={`Example response of ${endpoint.path}`}
      >
        <code>{endpoint.exampleResponse}</code>
      </pre>
      <h3 className="mt-4 text-sm font-semibold text-slate-900">Statuses</h3>
      <dl className="mt-1 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
        {endpoint.statuses.map((status) => (
          <div key={status.code} className="contents">
            <dt className="font-mono text-slate-900">{status.code}</dt>
            <dd className="text-slate-700">{status.description}</dd>
          </div>
        ))}
      </dl>
    </SectionCard>
  );
}
