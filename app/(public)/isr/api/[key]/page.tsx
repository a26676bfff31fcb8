import type { Metadata } from "next";
import { API_RATE_LIMIT } from "@/lib/api/rate-limit";
import { referenceEndpoints } from "@/lib/api/reference";
import { OPENAPI_PATH } from "@/lib/routes";
import { siteUrl } from "@/lib/site-url";
import { ApiOverview } from "@/components/site/api-reference/api-overview";
import { EndpointSection } from "@/components/site/api-reference/endpoint-section";

// /api, served here through a rewrite like /about: the API's reference, read from its OpenAPI
// document (cached; it changes only with a new build).
export const revalidate = 3600;
export const generateStaticParams = async () => [];

export const metadata: Metadata = {
  title: "API",
  description: "Read the directory's published companies, people, headlines and tags as JSON.",
  alternates: { canonical: "/api" },
};

export default function ApiReferencePage() {
  const endpoints = referenceEndpoints();
  return (
    <article className="mx-auto max-w-4xl space-y-6">
      <header>
        <h1 className="text-3xl font-bold text-brand">API</h1>
        <p className="mt-1 text-slate-600">
          The directory&apos;s published data, for your dashboards, charts and research.
        </p>
      </header>
      <ApiOverview endpoints={endpoints} documentPath={OPENAPI_PATH} limit={API_RATE_LIMIT.limit} />
      {endpoints.map((endpoint) => (
        <EndpointSection key={endpoint.id} endpoint={endpoint} origin={siteUrl()} />
      ))}
    </article>
  );
}
