import { formatCount } from "./chart-scale";

// GitHub star counts as people read them on GitHub ('80.1k'), and exactly ('80,123 stars').

const UNITS = [
  { size: 1, suffix: "" },
  { size: 1e3, suffix: "k" },
  { size: 1e6, suffix: "m" },
];

/** A star count in compact form, to a tenth of its unit: '950', '80.1k', '100k', '1.2m'. */
export function formatStarsCompact(stars: number): string {
  let unit = 0;
  while (unit < UNITS.length - 1 && stars >= UNITS[unit + 1].size) unit += 1;
  const inUnit = (index: number) => Math.round((stars * 10) / UNITS[index].size) / 10;
  // 999,950 stars round to 1000k: read it as 1m.
  if (inUnit(unit) >= 1000 && unit < UNITS.length - 1) unit += 1;
  return `${inUnit(unit)}${UNITS[unit].suffix}`;
}

/** The exact count, with thousands separators: '80,123 stars', '1 star'. */
export function formatStarsExact(stars: number): string {
  return `${formatCount(stars)} ${stars === 1 ? "star" : "stars"}`;
}
