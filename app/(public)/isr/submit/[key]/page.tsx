import type { Metadata } from "next";
import Link from "next/link";
import { FramedForm } from "@/components/site/framed-form";
import { InfoCard } from "@/components/site/info-card";

// /submit, served here through a rewrite like /about (cached, never built with defaults).
export const revalidate = 3600;
export const generateStaticParams = async () => [];

export const metadata: Metadata = {
  title: "Submit",
  description:
    "Suggest a commercial open source company or a news headline for the directory, or send a correction.",
  alternates: { canonical: "/submit" },
};

const FRAME_HEIGHT = 555;
const FORMS = [
  {
    formType: "company",
    src: "/embed/company",
    label: "Submit a company",
    title: "Company submission form",
  },
  {
    formType: "headline",
    src: "/embed/headline",
    label: "Submit a headline",
    title: "Headline submission form",
  },
] as const;
const linkClass = "text-blue-700 underline";

export default async function SubmitPage() {
  return (
    <div className="space-y-10">
      <header className="max-w-3xl">
        <h1 className="text-3xl font-bold text-brand">Submit to the directory</h1>
        <p className="mt-2 text-slate-600">
          The directory grows with its community. Tell us about a company, a headline or a
          correction, and a curator will add it.
        </p>
      </header>
      <div className="grid gap-4 md:grid-cols-3">
        <InfoCard title="New companies">
          <p>A commercial open source company we do not list yet: use the company form below.</p>
        </InfoCard>
        <InfoCard title="News and headlines">
          <p>
            Funding rounds, launches, media coverage and views from the ecosystem: use the headline
            form below.
          </p>
        </InfoCard>
        <InfoCard title="Updates and corrections">
          <p>
            Something wrong or out of date about a listed company? Tell us on the{" "}
            <Link href="/contact" className={linkClass}>
              contact page
            </Link>
            .
          </p>
        </InfoCard>
      </div>
      <div className="grid gap-8 lg:grid-cols-2">
        {FORMS.map((form) => (
          <section key={form.formType} aria-label={form.label}>
            <FramedForm
              formType={form.formType}
              src={form.src}
              title={form.title}
              initialHeight={FRAME_HEIGHT}
            />
          </section>
        ))}
      </div>
      <div className="grid gap-4 md:grid-cols-2">
        <InfoCard title="Company guidelines">
          <ul className="list-disc space-y-1 pl-5">
            <li>
              The company must have a commercial open source model: its business is built on open
              source software it makes.
            </li>
            <li>
              Check that the company is not already listed:{" "}
              <Link href="/organizations" className={linkClass}>
                search the companies
              </Link>
              .
            </li>
            <li>
              For corrections to a listed company, please use the{" "}
              <Link href="/contact" className={linkClass}>
                contact page
              </Link>
              .
            </li>
          </ul>
        </InfoCard>
        <InfoCard title="Headline guidelines">
          <ul className="list-disc space-y-1 pl-5">
            <li>Every headline needs a source URL.</li>
            <li>Headlines should come from reputable publications or company blogs.</li>
            <li>For funding rounds or launches, the official company blog link is preferred.</li>
          </ul>
        </InfoCard>
      </div>
      <p className="rounded-lg bg-slate-100 p-4 text-sm text-slate-700">
        <strong>Note:</strong> all submissions are reviewed, typically within 1-2 business days.
      </p>
    </div>
  );
}
