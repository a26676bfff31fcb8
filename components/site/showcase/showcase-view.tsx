import { EmptyState } from "@/components/ui/empty-state";
import { ErrorPanel } from "@/components/ui/error-panel";
import type { ShowcaseOrganization } from "@/lib/queries/showcase";
import { LoopCarousel } from "../loop-carousel";
import { ShowcaseCard } from "./showcase-card";

export const SHOWCASE_TITLE = "COSS Company Showcase";
export const SHOWCASE_SUBTITLE =
  "Discover companies building the future of commercial open source software";

// Three copies, as the spec says: with few organizations one copy can be narrower than the
// screen, and the third keeps the loop free of gaps there.
const COPIES = 3;
const DURATION_SECONDS = 480;

type Props = { organizations: ShowcaseOrganization[] | null; error?: string | null };

/** /showcase: the heading, then the endless carousel, the error panel or the empty state. */
export function ShowcaseView({ organizations, error = null }: Props) {
  return (
    <section aria-labelledby="showcase-heading" className="space-y-6">
      <ShowcaseHeader />
      {error !== null || organizations === null ? (
        <ErrorPanel title="Error loading showcase" message={error ?? "Unknown error"} />
      ) : organizations.length === 0 ? (
        <EmptyState title="No organizations found">
          Organizations will appear here once they are added.
        </EmptyState>
      ) : (
        <LoopCarousel
          items={organizations}
          copies={COPIES}
          durationSeconds={DURATION_SECONDS}
          itemWidth="400px"
          label="Showcased companies"
          itemKey={(org) => org.id}
          renderItem={(org) => <ShowcaseCard organization={org} />}
        />
      )}
    </section>
  );
}

/** The showcase's heading and subtitle, shared with the loading state. */
export function ShowcaseHeader() {
  return (
    <div className="text-center">
      <h1 id="showcase-heading" className="text-3xl font-bold text-brand">
        {SHOWCASE_TITLE}
      </h1>
      <p className="mt-2 text-slate-600">{SHOWCASE_SUBTITLE}</p>
    </div>
  );
}
