import type { ReferenceEndpoint } from "@/lib/api/reference";
import { linkClass, SectionCard } from "../section-card";

type Props = { endpoints: ReferenceEndpoint[]; documentPath: string; limit: number };

// The problems the API answers with; each `type` of a problem links to its entry here.
const PROBLEMS = [
  [
    "bad-parameter",
    "400",
    "An unknown or repeated parameter, a value it does not accept (limit=0, an unknown sort or type), or a malformed cursor or one of another query. `parameter` names it and `accepted` says what it takes.",
  ],
  [
    "not-found",
    "404",
    "No published company has this shortname, or no person of a published company this id.",
  ],
  [
    "too-many-requests",
    "429",
    "Over the limit of this client address; Retry-After says when to come back.",
  ],
  ["server-error", "500", "The data could not be read; try again."],
] as const;

/** How the API works: where it is, paging, caching, limits and its problems. */
export function ApiOverview({ endpoints, documentPath, limit }: Props) {
  return (
    <SectionCard id="api-overview" title="How it works">
      <div className="space-y-3 text-sm text-slate-700">
        <p>
          The published data as JSON, over GET, without signing in, from any site (CORS{" "}
          <code>Access-Control-Allow-Origin: *</code>). The{" "}
          <a href={documentPath} className={`${linkClass} underline`}>
            OpenAPI 3.1 document
          </a>{" "}
          describes every endpoint and answer; a company comes in the company JSON shape of the
          batch upload, so it can be edited and uploaded back.
        </p>
        <p>
          <strong>Paging.</strong> Lists answer <code>data</code>, <code>limit</code> (1 to 100,
          default 50) and <code>next</code>, the URL of the next page (also in the <code>Link</code>{" "}
          header), or null on the last one. Following <code>next</code> returns every row exactly
          once, even while rows are added. A cursor works only with the query it came from.
        </p>
        <p>
          <strong>Caching.</strong> Answers carry an <code>ETag</code>: send it back in{" "}
          <code>If-None-Match</code> for a <code>304</code> when nothing changed. Shared caches may
          keep them as they keep the pages; the server reads the data anew for each request, so a
          curator&apos;s change shows at once.
        </p>
        <p>
          <strong>Limits.</strong> {limit} requests a minute per client address (IPv6 by /64), told
          in the <code>RateLimit</code> and <code>RateLimit-Policy</code> headers; past it,{" "}
          <code>429</code> with <code>Retry-After</code>.
        </p>
        <h3 className="pt-1 font-semibold text-slate-900">Endpoints</h3>
        <ul className="list-disc space-y-1 pl-5">
          {endpoints.map((endpoint) => (
            <li key={endpoint.id}>
              <a href={`#endpoint-${endpoint.id}`} className={`${linkClass} underline`}>
                GET {endpoint.path}
              </a>{" "}
              — {endpoint.summary}
            </li>
          ))}
        </ul>
        <h3 className="pt-1 font-semibold text-slate-900">Problems</h3>
        <p>
          Errors are <code>application/problem+json</code> (RFC 9457): <code>type</code>,{" "}
          <code>title</code>, <code>status</code>, <code>detail</code>.
        </p>
        <dl className="space-y-2">
          {PROBLEMS.map(([kind, status, text]) => (
            <div key={kind} id={`problem-${kind}`}>
              <dt className="font-mono text-slate-900">
                {status} {kind}
              </dt>
              <dd>{text}</dd>
            </div>
          ))}
        </dl>
      </div>
    </SectionCard>
  );
}
