import { EmptyState } from "@/components/ui/empty-state";
import type { ShowcaseOrganization } from "@/lib/queries/showcase";
import { LoopCarousel } from "../loop-carousel";
import { ShowcaseCard } from "./showcase-card";
import { ShowcaseHeader } from "./showcase-header";

// Three copies, as the spec says: with few organizations one copy can be narrower than the
// screen, and the third keeps the loop free of gaps there.
const COPIES = 3;
const DURATION_SECONDS = 480;

type Props = { organizations: ShowcaseOrganization[] };

/** /showcase: the heading, then the endless carousel or the empty state. */
export function ShowcaseView({ organizations }: Props) {
  return (
    <section aria-labelledby="showcase-heading" className="space-y-6">
      <ShowcaseHeader />
      {organizations.length === 0 ? (
        <EmptyState title="No organizations found">
          Organizations will appear here once they are added.
        </EmptyState>
      ) : (
        <LoopCarousel
          items={organizations}
          copies={COPIES}
          durationSeconds={DURATION_SECONDS}
          itemWidth="min(400px, 85vw)"
          label="Showcased companies"
          itemKey={(org) => org.id}
          renderItem={(org) => <ShowcaseCard organization={org} />}
        />
      )}
    </section>
  );
}
