import { describe, expect, it } from "vitest";
import { DEFAULT_OG_TEMPLATE, type CardCompany } from "@/lib/domain/og-template";
import { renderCard } from "@/lib/og/render-card";
import { allowedInXml, XML_CORPUS } from "../fixtures/strict-xml";

const WITH_FORBIDDEN = XML_CORPUS.filter(({ text }) => allowedInXml(text) !== text);

const companyNamed = (text: string): CardCompany => ({
  name: `Acme ${text}`,
  shortname: "acme",
  short_description: `Databases ${text}`,
  description: `Acme builds ${text}`,
  city: `Berlin ${text}`,
  year_founded: 2019,
  funding_millions: 25,
  logo_url: null,
  fallback_avatar: false,
  website: null,
});

const allowedOnly = (company: CardCompany): CardCompany => ({
  ...company,
  name: allowedInXml(company.name),
  short_description: allowedInXml(company.short_description!),
  description: allowedInXml(company.description!),
  city: allowedInXml(company.city!),
});

describe("a card whose texts hold characters XML forbids", () => {
  // Fonts have no glyph for them: drawn, each would show as an empty box.
  it.each(WITH_FORBIDDEN)(
    "looks like the card without them ($why)",
    async ({ text }) => {
      const company = companyNamed(text);
      const [card, clean] = await Promise.all([
        renderCard(DEFAULT_OG_TEMPLATE, company),
        renderCard(DEFAULT_OG_TEMPLATE, allowedOnly(company)),
      ]);
      expect(card.png.equals(clean.png)).toBe(true);
    },
    20_000,
  );
});
