import Link from "next/link";
import { TAG_CATEGORIES } from "@/lib/domain/constants";
import { changeListState, listHref, type ListState } from "@/lib/domain/list-state";
import type { CompanyFacets, FacetTag } from "@/lib/queries/company-facets";

type Props = { state: ListState; facets: CompanyFacets };

// The most tags a category shows before "Show all".
const FIRST_TAGS = 8;

const title = (name: string) => name.charAt(0).toUpperCase() + name.slice(1);

/**
 * The list's facets: its types and each tag category's tags, each with the number of companies
 * choosing it would show, as links to the list with it chosen (or, chosen, without it).
 */
export function ListFacets({ state, facets }: Props) {
  return (
    <nav aria-label="Refine the list" className="space-y-5 text-sm">
      <Facet title="Type">
        {facets.types.map(({ type, companies }) => (
          <FacetLink
            key={type}
            label={title(type)}
            companies={companies}
            chosen={state.type === type}
            href={listHref(changeListState(state, { type: state.type === type ? "all" : type }))}
          />
        ))}
      </Facet>
      {TAG_CATEGORIES.map((category) => {
        const tags = facets.tags.filter((tag) => tag.category === category);
        if (tags.length === 0) return null;
        const links = (shown: FacetTag[]) =>
          shown.map((tag) => (
            <FacetLink
              key={tag.id}
              label={tag.name}
              companies={tag.companies}
              chosen={state.tags.includes(tag.id)}
              href={listHref(changeListState(state, { tags: toggled(state.tags, tag.id) }))}
            />
          ));
        return (
          <Facet key={category} title={title(category)}>
            {links(tags.slice(0, FIRST_TAGS))}
            {tags.length > FIRST_TAGS && (
              <li>
                <details>
                  <summary className="cursor-pointer text-brand">Show all {tags.length}</summary>
                  <ul className="mt-1 space-y-1">{links(tags.slice(FIRST_TAGS))}</ul>
                </details>
              </li>
            )}
          </Facet>
        );
      })}
    </nav>
  );
}

const toggled = (ids: number[], id: number) =>
  ids.includes(id) ? ids.filter((other) => other !== id) : [...ids, id];

function Facet({ title, children }: { title: string; children: React.ReactNode }) {
  const id = `facet-${title.toLowerCase()}`;
  return (
    <section aria-labelledby={id}>
      <h2 id={id} className="font-semibold text-slate-800">
        {title}
      </h2>
      <ul className="mt-1 space-y-1">{children}</ul>
    </section>
  );
}

type LinkProps = { label: string; companies: number; chosen: boolean; href: string };

function FacetLink({ label, companies, chosen, href }: LinkProps) {
  return (
    <li>
      <Link
        href={href}
        aria-current={chosen ? "true" : undefined}
        className={`flex justify-between gap-2 rounded px-1 hover:bg-slate-100 ${chosen ? "font-semibold text-brand" : "text-slate-700"}`}
      >
        <span>
          {chosen && <span aria-hidden="true">✓ </span>}
          {label}
        </span>
        {/* The space keeps the count a word of its own for readers and copies. */}
        <span className="text-slate-500"> {companies}</span>
      </Link>
    </li>
  );
}
