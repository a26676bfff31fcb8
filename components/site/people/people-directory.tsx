import Link from "next/link";
import { EmptyState } from "@/components/ui/empty-state";
import type { PeoplePage } from "@/lib/queries/people";
import { peopleCodec, peopleHref, type PeopleState } from "@/lib/domain/people-state";
import { FilterChips } from "../filter-chips";
import { PagedResults } from "../paged-results";
import { SearchBox } from "../search-box";
import { PersonCard } from "./person-card";

type Props = { state: PeopleState; result: PeoplePage; isAdmin: boolean };

const addPersonClass =
  "rounded-md bg-brand px-4 py-2 text-sm font-semibold text-white hover:bg-brand-light";

/** 'Key People': the search, the range text, the card grid and Previous / Next links. */
export function PeopleDirectory({ state, result, isAdmin }: Props) {
  const shown = { ...state, page: result.page };

  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div>
          <h1 className="text-2xl font-bold text-brand">Key People</h1>
          <p className="mt-1 text-slate-600">Founders and other leaders in the COSS ecosystem</p>
        </div>
        {isAdmin && (
          <Link href="/admin/people/new" className={addPersonClass}>
            Add Person
          </Link>
        )}
      </div>
      <SearchBox
        action="/people"
        param="search"
        value={state.search}
        label="Search people"
        placeholder="Search people..."
        kept={[...peopleCodec.write({ ...state, search: "", page: 1 })]}
      />
      <div className="flex flex-wrap items-center gap-3 text-sm">
        {shown.founders ? (
          <FilterChips
            removals={[
              { label: "Founders", href: peopleHref({ ...shown, founders: false, page: 1 }) },
            ]}
          />
        ) : (
          <Link
            href={peopleHref({ ...shown, founders: true, page: 1 })}
            className="rounded-full border border-slate-300 px-3 py-1 text-brand hover:bg-slate-100"
          >
            Founders only
          </Link>
        )}
      </div>
      <Results result={result} state={shown} />
    </div>
  );
}

function Results({ result, state }: { result: PeoplePage; state: PeopleState }) {
  if (result.items.length === 0) {
    return (
      <EmptyState title="No people found">
        {state.search || state.founders
          ? "Try adjusting your search query."
          : "Let's add some key people to get started!"}
      </EmptyState>
    );
  }
  return (
    <PagedResults result={result} noun="people" hrefFor={(page) => peopleHref({ ...state, page })}>
      <div className="grid gap-4 md:grid-cols-2 lg:grid-cols-3">
        {result.items.map((person) => (
          <PersonCard key={person.id} person={person} />
        ))}
      </div>
    </PagedResults>
  );
}
