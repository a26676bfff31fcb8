import type { Metadata } from "next";
import Link from "next/link";
import { GROWTH_EXPLANATION } from "@/lib/domain/growth-index";
import { TRENDING_EXPLANATION } from "@/lib/domain/trending";
import { getSiteInfo } from "@/lib/queries/site-info";
import { COMMUNITY, TAGLINE } from "@/lib/site-config";
import { externalLinkProps } from "@/components/ui/external-link";

// /about, served here through a rewrite like the home page (cached, never built with defaults).
export const revalidate = 3600;
export const generateStaticParams = async () => [];

export const metadata: Metadata = {
  title: "About",
  description: "What the directory tracks, why commercial open source matters, and who runs it.",
  alternates: { canonical: "/about" },
};

const buttonClass = "rounded-md px-5 py-2.5 text-sm font-semibold";

export default async function AboutPage() {
  const site = await getSiteInfo();
  return (
    <article className="mx-auto max-w-3xl space-y-8">
      <header className="flex items-center gap-4">
        {/* eslint-disable-next-line @next/next/no-img-element -- a small local SVG */}
        <img src="/icon.svg" alt={`${site.name} logo`} width={56} height={56} />
        <div>
          <h1 className="text-3xl font-bold text-brand">About {site.name}</h1>
          <p className="text-slate-600">{TAGLINE}</p>
        </div>
      </header>
      <Section title="Our mission">
        We make the commercial open source software (COSS) ecosystem easy to follow: who builds it,
        how it is funded, and what is happening, in one place that anyone can browse and everyone
        can help keep right.
      </Section>
      <Section title="What we track">
        Companies that build a business on open source software, with their founders and leaders,
        core open source projects, funding and valuations, and headlines: funding rounds, media
        mentions, announcements and news and views from the ecosystem. The{" "}
        <Link href="/stats" className="text-blue-700 underline">
          stats page
        </Link>{" "}
        shows them in charts: companies by year founded, disclosed funding by year and round type,
        the largest tags, headlines per month and valuations.
      </Section>
      <Section title="Why COSS matters">
        Open source is the foundation of modern software. Companies that build on it keep projects
        maintained, fund their contributors and show that openness and a sustainable business can go
        together.
      </Section>
      <Section title="How trending companies are ranked">
        <ul className="list-disc space-y-1 pl-5">
          {TRENDING_EXPLANATION.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      </Section>
      <Section title="How the growth index is computed">
        <p className="mb-2">
          The{" "}
          <Link href="/growth" className="text-blue-700 underline">
            growth index
          </Link>{" "}
          ranks companies by the star growth of their open source:
        </p>
        <ul className="list-disc space-y-1 pl-5">
          {GROWTH_EXPLANATION.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      </Section>
      <Section title="Who runs it">
        The directory is maintained by volunteers of the{" "}
        <a href={COMMUNITY.url} {...externalLinkProps} className="text-blue-700 underline">
          {COMMUNITY.name}
        </a>
        , a community of people who build and fund commercial open source.
      </Section>
      <div className="flex flex-wrap gap-3">
        <Link
          href="/organizations"
          className={`${buttonClass} bg-brand text-white hover:bg-brand-light`}
        >
          Browse Companies
        </Link>
        <Link
          href="/headlines"
          className={`${buttonClass} border border-brand text-brand hover:bg-slate-100`}
        >
          Latest Headlines
        </Link>
      </div>
    </article>
  );
}

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <section className="space-y-2">
      <h2 className="text-xl font-semibold text-brand">{title}</h2>
      <div className="text-slate-700">{children}</div>
    </section>
  );
}
