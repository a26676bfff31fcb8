import type { TAG_CATEGORIES } from "@/lib/domain/constants";

// The words, places and tags the benchmark generator (large-data.ts) draws from, and its
// seeded random source.

export const WORDS_A = [
  "Quantum",
  "Open",
  "Stellar",
  "Rapid",
  "Bright",
  "Iron",
  "Cloud",
  "Data",
  "Signal",
  "Vector",
  "Atlas",
  "Nimbus",
  "Prism",
  "Cobalt",
  "Ember",
  "Lumen",
];
export const WORDS_B = [
  "Forge",
  "Base",
  "Stack",
  "Flow",
  "Grid",
  "Works",
  "Labs",
  "Mesh",
  "Hub",
  "Sense",
  "Bridge",
  "Engine",
  "Vault",
  "Pilot",
  "Scale",
  "Spark",
];
export const CITIES = [
  "San Francisco, CA, USA",
  "New York, NY, USA",
  "Austin, TX, USA",
  "Seattle, WA, USA",
  "Boston, MA, USA",
  "Berlin, Germany",
  "Paris, France",
  "London, United Kingdom",
  "Amsterdam, Netherlands",
  "Toronto, Canada",
  "Bangalore, India",
  "Tel Aviv, Israel",
  "Stockholm, Sweden",
  "Zurich, Switzerland",
  "Singapore, Singapore",
];
export const OUTLETS = [
  "TechCrunch",
  "The New Stack",
  "VentureBeat",
  "InfoWorld",
  "The Register",
  "Forbes",
  "SiliconANGLE",
  "Company Blog",
];
export const TAGS: Record<(typeof TAG_CATEGORIES)[number], string[]> = {
  industry: [
    "Developer Tools",
    "Data Infrastructure",
    "Cloud Infrastructure",
    "Observability",
    "Artificial Intelligence",
    "Security",
    "Collaboration",
    "Analytics",
  ],
  technology: [
    "Database",
    "PostgreSQL",
    "Kubernetes",
    "Streaming",
    "Search",
    "Vector Database",
    "LLM",
    "Identity",
    "Monitoring",
    "Frontend",
    "Workflow Orchestration",
    "Time Series",
  ],
  sector: ["Enterprise Software", "B2B SaaS", "Cloud Services", "Open Core", "Developer Platform"],
  license: ["Apache-2.0", "MIT", "AGPL-3.0", "BSL-1.1", "MPL-2.0", "ELv2"],
};

/** mulberry32: a small seeded PRNG. */
export function randomSource(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let x = Math.imul(state ^ (state >>> 15), 1 | state);
    x = (x + Math.imul(x ^ (x >>> 7), 61 | x)) ^ x;
    return ((x ^ (x >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(items: readonly T[]) => items[int(0, items.length - 1)];
  return { next, int, pick };
}
