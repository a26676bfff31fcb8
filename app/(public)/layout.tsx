import { SiteChrome } from "@/components/site/site-chrome";
import { TypedSearchMemory } from "@/components/site/typed-search-memory";

// The typed-search memory sits above every list route, cached or live, so it stays mounted
// while visitors move from search to search (see components/site/typed-search-memory.tsx).
export default function Layout({ children }: { children: React.ReactNode }) {
  return (
    <SiteChrome>
      <TypedSearchMemory>{children}</TypedSearchMemory>
    </SiteChrome>
  );
}
