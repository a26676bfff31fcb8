import { describe, expect, it } from "vitest";
import type { RoundType } from "@/lib/domain/constants";
import {
  detectRoundType,
  effectiveRoundType,
  ROUND_WORDS,
  roundTypeLabel,
} from "@/lib/domain/round-type";
import { parseFields } from "@/lib/validation/field-errors";
import { headlineSchema } from "@/lib/validation/headline";

const CASES: [string, RoundType | null][] = [
  ["LlamaIndex announces $19M Series A and general availability of LlamaCloud", "series_a"],
  ["Redpanda raises $100M Series D and launches an enterprise agentic AI platform", "series_d"],
  ["Tailscale raises $160M Series C", "series_c"],
  ["Chainguard raises $356 million in Series D funding at a $3.5 billion valuation", "series_d"],
  ["Astronomer secures $93 million Series D funding led by Bain Capital Ventures", "series_d"],
  ["Infisical raises $16 million Series A led by Elad Gil to safeguard secrets", "series_a"],
  ["Cline raises $32M in seed and Series A funding to bring agentic AI coding", "series_a"],
  ["Sequoia backs Zed with a $32M Series B", "series_b"],
  ["Mistral AI raises €1.7B in a Series C led by ASML", "series_c"],
  ["Vercel closes Series F at a $9.3B valuation to scale the AI Cloud", "series_f"],
  ["n8n raises $180M Series C at a $2.5B valuation", "series_c"],
  ["Temporal raises $300M Series D at a $5B valuation led by Andreessen Horowitz", "series_d"],
  ["Acme closes $4M seed round to build open source observability", "seed"],
  ["Acme raises $2.5M pre-seed from Y Combinator", "seed"],
  ["Acme lands $1.2M preseed round", "seed"],
  ["Acme raises a $3M pre-Series A round", "seed"],
  ["Acme's $500K angel round brings in open source maintainers", "seed"],
  ["Seed-stage startup Acme raises $6M", "seed"],
  ["Acme raises $40M series b round to expand in Europe", "series_b"],
  ["Acme announces Series-E financing of $250M", "series_e"],
  ["Acme raises $12M Series A1 extension", "series_a"],
  ["Acme adds $15M as Series B-2", "series_b"],
  ["Acme raises $500M Series G", "growth"],
  ["Acme raises $200M in growth equity from General Atlantic", "growth"],
  ["Acme closes $150M late-stage round ahead of IPO", "growth"],
  ["Acme secures $50M debt facility from Silicon Valley Bank", "debt"],
  ["Acme gets a $20M credit facility to fund expansion", "debt"],
  ["Acme takes $10M venture debt and a term loan", "debt"],
  ["Acme raises $8M in convertible notes", "debt"],
  ["Acme wins a $1M grant from the Sovereign Tech Fund", "grant"],
  ["Sovereign Tech Agency grants €500K to Acme for Rust tooling", "grant"],
  ["Acme launches a series of webinars on open source security", null],
  ["Acme Launches A Series Of Webinars On Open Source Security", null],
  ["The docuseries about Acme raises awareness of open source", null],
  ["Fair-code pioneer n8n raises $60M for AI-powered workflow automation", null],
  ["Khosla-led deal values data startup ClickHouse at $6.35 billion", null],
  ["Temporal completes $105M secondary sale led by GIC at a $2.5B valuation", null],
  ["Acme grants customers access to its enterprise features for free", null],
  ["Seeding the future: Acme raises $30M", null],
  ["Acme raises $30M; the series a decade in the making continues", null],
  ["", null],
];

describe("detectRoundType", () => {
  it.each(CASES)("reads %j as %s", (text, expected) => {
    expect(detectRoundType(text)).toBe(expected);
  });

  // The stats send the database's lowercased text through ROUND_WORDS before reading it.
  it("reads a round only from a text that holds one of ROUND_WORDS", () => {
    const holdsWord = (text: string) =>
      ROUND_WORDS.some((word) => text.toLowerCase().includes(word));
    for (const [text, expected] of CASES) {
      if (expected) expect(holdsWord(text), text).toBe(true);
    }
    for (const word of ROUND_WORDS) {
      const named = CASES.some(([text, type]) => type && text.toLowerCase().includes(word));
      expect(named, `an example names a round with '${word}'`).toBe(true);
    }
  });
});

describe("effectiveRoundType", () => {
  it("prefers the curator's round type over the text", () => {
    expect(effectiveRoundType("debt", "Acme raises $10M Series A")).toBe("debt");
  });

  it("reads the text when no round type is stored", () => {
    expect(effectiveRoundType(null, "Acme raises $10M Series A")).toBe("series_a");
  });

  it("ignores a stored value that is not a round type", () => {
    expect(effectiveRoundType("mezzanine", "Acme raises $10M seed")).toBe("seed");
  });
});

describe("roundTypeLabel", () => {
  it("names round types as people write them, and none with a dash", () => {
    expect(roundTypeLabel("series_c")).toBe("Series C");
    expect(roundTypeLabel("seed")).toBe("Seed");
    expect(roundTypeLabel(null)).toBe("—");
  });
});

describe("the headline form's round type", () => {
  const funding = {
    url: "https://news.example/a",
    description: "Acme raises $10M Series A",
    headline_type: "funding",
    headline_date: "2025-01-31",
  };

  it("keeps a curator's round type for a funding headline", () => {
    expect(headlineSchema.parse({ ...funding, round_type: "debt" }).round_type).toBe("debt");
  });

  it("stores none when left to the text, and none for other types", () => {
    expect(headlineSchema.parse({ ...funding, round_type: "" }).round_type).toBeNull();
    expect(headlineSchema.parse(funding).round_type).toBeNull();
    const other = { ...funding, headline_type: "announcement", round_type: "seed" };
    expect(headlineSchema.parse(other).round_type).toBeNull();
  });

  it("refuses a value that is not a round type, naming the field", () => {
    const errors = parseFields(headlineSchema, { ...funding, round_type: "mezzanine" });
    expect(errors.ok).toBe(false);
    if (!errors.ok)
      expect(errors.errors.round_type).toBe("Round type must be one of the round types");
  });
});
