import type { Metadata } from "next";
import Link from "next/link";
import { FramedForm } from "@/components/site/framed-form";
import { InfoCard } from "@/components/site/info-card";
import { COMMUNITY } from "@/lib/site-config";
import { externalLinkProps } from "@/components/ui/external-link";

// /contact, served here through a rewrite like /about (cached, never built with defaults).
export const revalidate = 3600;
export const generateStaticParams = async () => [];

export const metadata: Metadata = {
  title: "Contact",
  description: "Questions, corrections or ideas for the directory: write to the people who run it.",
  alternates: { canonical: "/contact" },
};

const FRAME_HEIGHT = 410;
const linkClass = "text-blue-700 underline";

export default async function ContactPage() {
  return (
    <div className="space-y-10">
      <header className="max-w-3xl">
        <h1 className="text-3xl font-bold text-brand">Contact us</h1>
        <p className="mt-2 text-slate-600">
          Questions, corrections or ideas: we read every message.
        </p>
      </header>
      <div className="grid gap-4 md:grid-cols-3">
        <InfoCard title="General inquiries">
          <p>Questions about the directory, partnerships or press: send us a message below.</p>
        </InfoCard>
        <InfoCard title="Data submissions">
          <p>
            New companies and headlines have their own forms on the{" "}
            <Link href="/submit" className={linkClass}>
              submit page
            </Link>
            ; corrections to a listed company are welcome here.
          </p>
        </InfoCard>
        <InfoCard title="Community">
          <p>
            The directory is run by the{" "}
            <a href={COMMUNITY.url} {...externalLinkProps} className={linkClass}>
              {COMMUNITY.name}
            </a>
            . Join us to help keep it right.
          </p>
        </InfoCard>
      </div>
      <div className="grid gap-8 lg:grid-cols-3">
        <section aria-label="Send a message" className="lg:col-span-2">
          <FramedForm
            formType="contact"
            src="/embed/contact"
            title="Contact form"
            initialHeight={FRAME_HEIGHT}
          />
        </section>
        <div className="space-y-4">
          <InfoCard title="Our mission">
            <p>To make the commercial open source ecosystem easy to follow for everyone.</p>
          </InfoCard>
          <InfoCard title="Data quality">
            <p>Curators review every change; tell us when something is wrong and we fix it.</p>
          </InfoCard>
          <InfoCard title="Built by the community">
            <p>Founders, investors and contributors keep the directory current together.</p>
          </InfoCard>
          <InfoCard title="Response time">
            <p>We typically respond within 1-2 business days.</p>
          </InfoCard>
        </div>
      </div>
    </div>
  );
}
