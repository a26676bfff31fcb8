import { TypedSearchMemory } from "@/components/site/typed-search";

// Above the list's cached pages, so it stays mounted while visitors move from search to
// search: it keeps what is typed in the search box while the next page loads.
export default function ListLayout({ children }: { children: React.ReactNode }) {
  return <TypedSearchMemory>{children}</TypedSearchMemory>;
}
