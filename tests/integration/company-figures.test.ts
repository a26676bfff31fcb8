// A company's GitHub figures, from the rows the sweep keeps to what the page, the API and the
// /data files give: a repository synced with a year of stars (the oldest estimated), a repository
// whose last check failed (its last figures stay, as of their day) and a project on GitLab.
import { eq, sql } from "drizzle-orm";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { beforeEach, describe, expect, it } from "vitest";
import { GET as companiesCsvRoute } from "@/app/(public)/data/companies.csv/route";
import { GET as companiesJsonRoute } from "@/app/(public)/data/companies.json/route";
import { KeyFigures } from "@/components/site/company/key-figures";
import { companyFunding } from "@/lib/domain/funding";
import { companyJsonLd } from "@/components/site/company/company-seo";
import { ProjectsCard } from "@/components/site/company/projects-card";
import { companyEndpoint } from "@/lib/api/endpoints/company";
import { createCompany } from "@/lib/companies/create-company";
import { checkCompanyJsonFile } from "@/lib/domain/batch/company-json-batch";
import { useDatabase, type Db } from "@/lib/db/client";
import { selectRows } from "@/lib/db/rows";
import * as t from "@/lib/db/schema";
import { refreshCompanyFigures } from "@/lib/github/company-figures";
import { syncRepositoryRows } from "@/lib/github/repositories";
import { getCompanyByShortname, type CompanyDetail } from "@/lib/queries/company-detail";
import { forgetAfterWrite } from "@/lib/redis/write-news";
import { companyJsonSchema } from "@/lib/validation/company-json";
import { companyFixture } from "../fixtures/company";
import { caller, useApiSecret } from "./api/api-fixtures";
import { expectConforms } from "./api/contract";
import { DRIVERS, useFreshDatabase } from "./databases";

const NOW = new Date();
const DAY_MS = 86_400_000;
/** The day `n` days before today (UTC), as the snapshots are dated. */
const daysAgo = (n: number) => new Date(NOW.getTime() - n * DAY_MS).toISOString().slice(0, 10);
const PUSHED_AT = new Date(NOW.getTime() - 3 * DAY_MS - 3_600_000);
const RELEASED_AT = new Date("2025-05-20T16:00:00Z");

const PROJECTS = [
  { name: "starbase", resources_url: "https://github.com/Figures/Starbase", license: "Apache 2.0" },
  { name: "oldbase", resources_url: "https://github.com/figures/oldbase", license: "MIT" },
  { name: "labbase", resources_url: "https://gitlab.com/figures/labbase", license: "MIT" },
];

async function repositoryId(db: Db, name: string) {
  const [row] = await db
    .select({ id: t.repository.id })
    .from(t.repository)
    .where(eq(t.repository.name, name));
  return row.id;
}

const snapshot = (repository_id: number, day: string, stars: number) => ({
  repository_id,
  day,
  stars,
  forks: 10,
  contributors: 3,
  open_issues: 4,
});

// The company, its repository rows as syncRepositoryRows makes them, and what syncs left.
async function seedFigures(db: Db) {
  const company = await createCompany(
    db,
    companyFixture({ name: "Figures Co", projects: PROJECTS, valuation: undefined }),
  );
  await syncRepositoryRows(db);
  const starbase = await repositoryId(db, "starbase");
  const oldbase = await repositoryId(db, "oldbase");
  await db
    .update(t.repository)
    .set({
      stars: 80_000,
      forks: 9_000,
      contributors: 400,
      open_issues: 700,
      language: "Rust",
      license_spdx: "MIT",
      pushed_at: PUSHED_AT,
      latest_release_tag: "v2.4.0",
      latest_release_at: RELEASED_AT,
      archived: false,
      created_at_github: new Date("2020-01-01T00:00:00Z"),
      checked_at: sql`now()`,
      status: "ok",
    })
    .where(eq(t.repository.id, starbase));
  // The last check failed: the figures of the last good one, ten days ago, stay.
  await db
    .update(t.repository)
    .set({
      stars: 1_500,
      forks: 20,
      contributors: 3,
      open_issues: 4,
      language: "Go",
      license_spdx: "MIT",
      pushed_at: new Date("2024-01-10T08:00:00Z"),
      archived: true,
      created_at_github: new Date("2019-01-01T00:00:00Z"),
      checked_at: sql`now()`,
      status: "error",
      last_error: "GitHub answered 502",
    })
    .where(eq(t.repository.id, oldbase));
  await db.insert(t.repositoryStarHistory).values([
    { repository_id: starbase, day: daysAgo(300), stars: 40_000, estimated: false },
    { repository_id: starbase, day: daysAgo(200), stars: 50_000, estimated: true },
    { repository_id: starbase, day: daysAgo(120), stars: 58_000, estimated: true },
  ]);
  await db
    .insert(t.repositorySnapshot)
    .values([
      snapshot(starbase, daysAgo(95), 61_000),
      snapshot(starbase, daysAgo(1), 79_000),
      snapshot(starbase, daysAgo(0), 80_000),
      snapshot(oldbase, daysAgo(120), 1_400),
      snapshot(oldbase, daysAgo(10), 1_500),
    ]);
  await refreshCompanyFigures(db, NOW);
  const [{ today }] = await selectRows<{ today: string }>(
    db,
    sql`select current_date::text as today`,
  );
  return { company, today };
}

const byName = <T extends { name: string }>(items: T[]) =>
  Object.fromEntries(items.map((item) => [item.name, item]));

describe.each(DRIVERS)("a company's GitHub figures on $name", ({ driver }) => {
  const database = useFreshDatabase(driver);
  useApiSecret();
  let seeded: Awaited<ReturnType<typeof seedFigures>>;
  let detail: CompanyDetail;
  beforeEach(async () => {
    useDatabase(database());
    forgetAfterWrite();
    seeded = await seedFigures(database().db);
    detail = (await getCompanyByShortname(seeded.company.shortname))!;
  });

  it("reach the company detail: each repository's, the failed one's last, none for GitLab", () => {
    const projects = byName(detail.projects);
    expect(projects.starbase.repository).toMatchObject({
      url: "https://github.com/figures/starbase",
      stars: 80_000,
      forks: 9_000,
      contributors: 400,
      open_issues: 700,
      language: "Rust",
      license_spdx: "MIT",
      latest_release_tag: "v2.4.0",
      archived: false,
      as_of: daysAgo(0),
    });
    expect(Date.parse(projects.starbase.repository!.pushed_at!)).toBe(PUSHED_AT.getTime());
    expect(projects.oldbase.repository).toMatchObject({
      stars: 1_500,
      language: "Go",
      archived: true,
      latest_release_tag: null,
      as_of: daysAgo(10),
    });
    expect(projects.labbase.repository).toBeNull();
    expect(detail.open_source).toMatchObject({
      stars: 81_500,
      star_gain_90d: 80_000 - 61_000 + (1_500 - 1_400),
      as_of: seeded.today,
    });
    expect(detail.open_source!.growth_ratio).toBeCloseTo(80_000 / 61_000);
    const points = detail.star_points[String(projects.starbase.id)];
    expect(points.map((point) => [point.stars, point.estimated])).toEqual([
      [40_000, false],
      [50_000, true],
      [58_000, true],
      [61_000, false],
      [79_000, false],
      [80_000, false],
    ]);
  });

  it("are drawn on the page: figures, licences that differ, a sparkline, the header's totals", () => {
    const card = renderToStaticMarkup(
      createElement(ProjectsCard, {
        projects: detail.projects,
        starPoints: detail.star_points,
        now: NOW,
      }),
    );
    expect(card).toContain("License: Apache 2.0 (GitHub: MIT)");
    expect(card).toContain("License: MIT</span>");
    expect(card).toContain('aria-label="GitHub figures of starbase"');
    expect(card).toContain("<li>80,000 stars</li>");
    expect(card).toContain("<li>9,000 forks</li>");
    expect(card).toContain("<li>400 contributors</li>");
    expect(card).toContain("<li>Rust</li>");
    expect(card).toMatch(/last commit <time dateTime="[^"]+" title="[^"]+">3 days ago<\/time>/);
    expect(card).toContain("latest release v2.4.0 (");
    expect(card).toContain(">May 20, 2025</time>");
    // The failed repository still shows its last figures, as of their day, and that it is archived.
    expect(card).toContain('aria-label="GitHub figures of oldbase"');
    expect(card).toContain("<li>1,500 stars</li>");
    expect(card).toContain("Archived</span>");
    expect(card).toContain(`as of <time dateTime="${daysAgo(10)}"`);
    expect(card).not.toContain("GitHub figures of labbase");
    expect(card).toContain("<title");
    expect(card).toContain(
      "Stars of figures/starbase over the last year: from 40,000 to 80,000. The dashed part is estimated",
    );
    expect(card).toContain('stroke-dasharray="3 3"');
    expect(card).toContain("Stars of figures/oldbase over the last year: from 1,400 to 1,500.");
    expect(card.match(/<svg/g)).toHaveLength(2);

    const header = renderToStaticMarkup(
      createElement(KeyFigures, { company: detail, funding: companyFunding(null, []) }),
    );
    expect(header).toContain("81,500 GitHub stars");
    expect(header).toContain("+19,100 stars in 90 days");
  });

  it("name each project as SoftwareSourceCode in the company's JSON-LD", () => {
    const jsonLd = companyJsonLd(detail, "https://coss.example.com");
    expect(jsonLd["@reverse"]?.maintainer).toEqual([
      {
        "@type": "SoftwareSourceCode",
        name: "starbase",
        codeRepository: "https://github.com/figures/starbase",
        license: "Apache 2.0",
        programmingLanguage: "Rust",
      },
      {
        "@type": "SoftwareSourceCode",
        name: "oldbase",
        codeRepository: "https://github.com/figures/oldbase",
        license: "MIT",
        programmingLanguage: "Go",
      },
      {
        "@type": "SoftwareSourceCode",
        name: "labbase",
        codeRepository: "https://gitlab.com/figures/labbase",
        license: "MIT",
      },
    ]);
  });

  it("reach the API and the /data files with their as-of days", async () => {
    const call = caller(companyEndpoint);
    const { shortname } = seeded.company;
    const company = (await expectConforms(
      "/api/v1/companies/{shortname}",
      await call(`/api/v1/companies/${shortname}`, { shortname }),
    )) as { projects: { name: string; repository: unknown }[]; open_source: unknown };
    const repositories = byName(company.projects);
    expect(repositories.starbase.repository).toEqual({
      stars: 80_000,
      forks: 9_000,
      contributors: 400,
      open_issues: 700,
      language: "Rust",
      license: "MIT",
      last_commit_at: PUSHED_AT.toISOString(),
      latest_release: { tag: "v2.4.0", published_at: RELEASED_AT.toISOString() },
      archived: false,
      as_of: daysAgo(0),
    });
    expect(repositories.oldbase.repository).toMatchObject({
      stars: 1_500,
      latest_release: null,
      archived: true,
      as_of: daysAgo(10),
    });
    expect(repositories.labbase.repository).toBeNull();
    expect(company.open_source).toEqual({
      stars: 81_500,
      star_gain_90d: 19_100,
      as_of: seeded.today,
    });
    // An upload of the answer ignores the figures.
    expect(companyJsonSchema.safeParse(company).error?.issues ?? []).toEqual([]);

    forgetAfterWrite();
    const request = new Request("http://localhost/data/x");
    const download = await companiesJsonRoute(request);
    const text = await download.text();
    // The batch import takes the file as it is, figures and all (it ignores them).
    const check = checkCompanyJsonFile(text);
    expect(check.ok && check.items.flatMap((item) => item.problems)).toEqual([]);
    const files = JSON.parse(text) as (typeof company)[];
    const [listed] = files;
    expect(files).toHaveLength(1);
    // The company's own figures too, as the API gives them (and the CSV's last columns).
    expect(listed.open_source).toEqual(company.open_source);
    expect(listed.projects.map((project) => project.repository)).toEqual(
      company.projects.map((project) => project.repository),
    );
    const csv = (await (await companiesCsvRoute(request)).text()).split("\r\n");
    expect(csv[0]).toMatch(/,total_funding,funding_millions,stars,star_gain_90d,stars_as_of$/);
    expect(csv[1]).toMatch(new RegExp(`,81500,19100,${seeded.today}$`));

    // A GitHub check is no curator's write, yet the files carry its figures: a new version.
    await database()
      .db.update(t.repository)
      .set({ stars: 80_100, checked_at: sql`now() + interval '1 minute'` })
      .where(eq(t.repository.name, "starbase"));
    forgetAfterWrite();
    const etag = download.headers.get("etag")!;
    const again = await companiesJsonRoute(
      new Request("http://localhost/data/x", { headers: { "if-none-match": etag } }),
    );
    expect(again.status).toBe(200);
    expect(again.headers.get("etag")).not.toBe(etag);
    await again.body?.cancel();
  });
});
