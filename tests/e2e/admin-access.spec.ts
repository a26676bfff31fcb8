import fs from "node:fs";
import { expect, test, type Browser } from "@playwright/test";
import {
  pathOf,
  routeHandlers,
  serverActions,
  type RouteHandler,
  type ServerAction,
} from "./access/build-output";
import {
  callAction,
  callRoute,
  isActionRefusal,
  isLoginRedirect,
  METHODS,
  type Caller,
} from "./access/call-server";
import { damagingArguments, describeArguments, routePayload } from "./access/damaging-arguments";
import {
  findTargets,
  snapshotTables,
  withDatabase,
  type TablesSnapshot,
  type Targets,
} from "./access/database";
import { devSignIn } from "./helpers";
import { POSTGRES_PORT, POSTGRES_URL_FILE } from "./servers";

// Every server action and route handler of the production build, called by an anonymous
// visitor and by a signed-in non-admin, against the PostgreSQL-backed server: each admin one
// refuses, and no table changes; and every admin route refuses the admin's own cookie when
// the write comes from another site's page. The list comes from the build output and only
// the lists below are public, so an action or route added later is covered (and must refuse)
// without editing this test.

// The community forms: public by design (validation, honeypot and rate limit stand in for
// rights); they may store a submission and nothing else.
const PUBLIC_ACTIONS = [
  { file: "app/embed/actions.ts", exportName: "submitCompanyAction" },
  { file: "app/embed/actions.ts", exportName: "submitHeadlineAction" },
  { file: "app/embed/actions.ts", exportName: "submitContactAction" },
];
const PUBLIC_ACTION_TABLES = ["submission"];

// The route handlers anyone may call: the feeds and cards of published companies (and the
// cards of their comparisons), their README badges and oEmbed answers, favicons, sign-in, the
// draft-mode switches, Next's metadata files, the read API, the dataset downloads, the stored
// card images, the MCP server and /llms.txt. Every other route must refuse anyone but an
// admin: a route missing here that answers a visitor fails the test.
const PUBLIC_ROUTES = [
  "/api/auth/[...nextauth]",
  "/api/favicon",
  "/api/organizations/adjacent",
  "/api/preview/enter",
  "/api/preview/exit",
  "/api/v1/companies",
  "/api/v1/companies/[shortname]",
  "/api/v1/headlines",
  "/api/v1/openapi.json",
  "/api/v1/people",
  "/api/v1/people/[id]",
  "/api/v1/tags",
  "/search/suggest",
  "/data/companies.csv",
  "/data/companies.json",
  "/data/headlines.csv",
  "/headlines/feed.xml",
  "/headlines/feed.json",
  "/compare/card.png",
  "/embed/organizations/[shortname]",
  "/embed/people/[id]",
  "/organizations/[shortname]/card.png",
  "/organizations/[shortname]/headlines/feed.xml",
  "/icon.svg",
  "/llms.txt",
  "/mcp",
  "/og/[file]",
  "/oembed",
  "/isr/badges/[shortname]/[metric]",
  "/isr/not-listed-badge/[key]",
  "/robots.txt",
  "/sitemap.xml",
];

const ORIGIN = `http://127.0.0.1:${POSTGRES_PORT}`;
// Pages that must not be able to write with the admin's cookie: another site, and a sibling
// subdomain of the site's own name (NEXTAUTH_URL names localhost).
const FOREIGN_ORIGINS = ["http://evil.example", `http://evil.localhost:${POSTGRES_PORT}`];
test.use({ baseURL: ORIGIN });
test.skip(!fs.existsSync(POSTGRES_URL_FILE), "PostgreSQL server binaries are not installed");

const isPublic = (action: ServerAction) =>
  PUBLIC_ACTIONS.some(
    (entry) => entry.file === action.file && entry.exportName === action.exportName,
  );
const nameOf = (action: ServerAction) => `${action.file} ${action.exportName}`;
const without = (snapshot: TablesSnapshot, tables: string[]) =>
  Object.fromEntries(Object.entries(snapshot).filter(([name]) => !tables.includes(name)));

const isPublicRoute = (route: RouteHandler) => PUBLIC_ROUTES.includes(route.route);

/** The session cookie of `email`, signed in through /login (`heading` shows once signed in). */
async function sessionCookie(browser: Browser, email: string, heading: string) {
  const page = await browser.newPage({ baseURL: ORIGIN });
  await devSignIn(page, email, "/login?callbackUrl=%2Fadmin");
  await expect(page.getByRole("heading", { name: heading })).toBeVisible();
  const cookies = await page.context().cookies();
  await page.close();
  expect(cookies.map((cookie) => cookie.name)).toContain("next-auth.session-token");
  return cookies.map(({ name, value }) => `${name}=${value}`).join("; ");
}

/** The callers: nobody, and a signed-in user who is not an admin. */
async function callers(browser: Browser): Promise<Caller[]> {
  return [
    { name: "an anonymous visitor", cookie: "" },
    {
      name: "visitor@example.com",
      cookie: await sessionCookie(browser, "visitor@example.com", "Access Denied"),
    },
  ];
}

/**
 * Calls each action with every damaging argument list as each caller (posting as the site's
 * page, or with no Origin at all); answers what was not refused.
 */
async function callActions(
  actions: ServerAction[],
  who: Caller[],
  targets: Targets,
  mustRefuse: boolean,
  withOrigin = true,
) {
  const values = { shortname: targets.shortname, id: String(targets.personId) };
  const problems: string[] = [];
  for (const action of actions) {
    const path = action.pages.map((page) => pathOf(page, values)).find((p) => p !== null);
    if (!path) {
      problems.push(`${nameOf(action)}: no page of the site reaches it (${action.pages})`);
      continue;
    }
    for (const caller of who) {
      for (const args of damagingArguments(targets)) {
        const answer = await callAction(ORIGIN, path, action.id, args, caller, withOrigin);
        // The proxy sends anonymous visitors of /admin/** to /login before any action runs.
        const refused =
          isActionRefusal(answer) ||
          (caller.cookie === "" &&
            isLoginRedirect(answer) &&
            /^\/(admin|embedded)(\/|$)/.test(path));
        if (mustRefuse && !refused) {
          problems.push(
            `${nameOf(action)} as ${caller.name} with ${describeArguments(args)}: ${answer.status} ${answer.body.slice(0, 300)}`,
          );
        }
      }
    }
  }
  return problems;
}

/** A path of each route that is not public, with parameters aimed at real rows. */
function adminRoutePaths(targets: Targets): { route: string; path: string }[] {
  const values = { shortname: targets.shortname, id: String(targets.personId) };
  // Parameters every admin route might act on: a batch kind, a company, a person.
  const query = `?kind=companies-json&file=access.json&shortname=${targets.shortname}&id=${targets.personId}`;
  return routeHandlers()
    .filter((route) => !isPublicRoute(route))
    .map((route) => ({ route: route.route, path: `${pathOf(route.route, values)}${query}` }));
}

/** Calls each admin route with every method as each caller; answers what was not refused. */
async function callRoutes(who: Caller[], targets: Targets) {
  const problems: string[] = [];
  for (const { route, path } of adminRoutePaths(targets)) {
    for (const caller of who) {
      for (const method of METHODS) {
        const answer = await callRoute(ORIGIN, path, method, routePayload(targets), caller);
        // 405: the route has no handler for the method, so nothing ran.
        if (![401, 403, 405].includes(answer.status)) {
          problems.push(
            `${method} ${route} as ${caller.name}: ${answer.status} ${answer.body.slice(0, 300)}`,
          );
        }
      }
    }
  }
  return problems;
}

/** Sends each admin route every write as the admin, from foreign pages; answers what was not refused. */
async function callRoutesFromForeignPages(admin: Caller, targets: Targets) {
  const problems: string[] = [];
  for (const { route, path } of adminRoutePaths(targets)) {
    for (const origin of FOREIGN_ORIGINS) {
      for (const method of METHODS.filter((name) => name !== "GET")) {
        const answer = await callRoute(ORIGIN, path, method, routePayload(targets), admin, origin);
        if (![403, 405].includes(answer.status)) {
          problems.push(`${method} ${route} from ${origin}: ${answer.status} ${answer.body}`);
        }
      }
    }
  }
  return problems;
}

test.describe("access to server actions and route handlers", () => {
  test.describe.configure({ timeout: 240_000 });

  test("the allowlisted public actions still exist", () => {
    const actions = serverActions();
    for (const entry of PUBLIC_ACTIONS) {
      expect(
        actions.some((a) => a.file === entry.file && a.exportName === entry.exportName),
        `${entry.file} ${entry.exportName} is allowlisted as public but is no longer an action`,
      ).toBe(true);
    }
  });

  test("every admin action and admin route refuses non-admins, and no table changes", async ({
    browser,
  }) => {
    const adminActions = serverActions().filter((action) => !isPublic(action));
    expect(adminActions.length).toBeGreaterThan(0);
    expect(routeHandlers().filter((route) => !isPublicRoute(route)).length).toBeGreaterThan(0);
    const who = await callers(browser);
    const targets = await withDatabase(findTargets);
    const before = await withDatabase(snapshotTables);

    const problems = [
      ...(await callActions(adminActions, who, targets, true)),
      ...(await callRoutes(who, targets)),
    ];
    // Both reported: what was not refused, and what changed.
    expect.soft(problems).toEqual([]);
    expect(await withDatabase(snapshotTables)).toEqual(before);
  });

  test("the allowlisted public routes still exist", () => {
    const routes = routeHandlers().map((route) => route.route);
    for (const route of PUBLIC_ROUTES) {
      expect(routes, `${route} is allowlisted as public but is no longer a route`).toContain(route);
    }
  });

  test("an admin's cookie cannot make any admin route write from another site or a sibling subdomain", async ({
    browser,
  }) => {
    const admin = {
      name: "admin@example.com",
      cookie: await sessionCookie(browser, "admin@example.com", "Admin Dashboard"),
    };
    const targets = await withDatabase(findTargets);
    const before = await withDatabase(snapshotTables);
    expect.soft(await callRoutesFromForeignPages(admin, targets)).toEqual([]);
    expect(await withDatabase(snapshotTables)).toEqual(before);
  });

  test("no admin action runs for an admin's cookie when the post names no Origin", async ({
    browser,
  }) => {
    const admin = {
      name: "admin@example.com",
      cookie: await sessionCookie(browser, "admin@example.com", "Admin Dashboard"),
    };
    const adminActions = serverActions().filter((action) => !isPublic(action));
    const targets = await withDatabase(findTargets);
    const before = await withDatabase(snapshotTables);
    expect.soft(await callActions(adminActions, [admin], targets, true, false)).toEqual([]);
    expect(await withDatabase(snapshotTables)).toEqual(before);
  });

  test("the public community forms may store submissions and change nothing else", async ({
    browser,
  }) => {
    const publicActions = serverActions().filter(isPublic);
    const who = await callers(browser);
    const targets = await withDatabase(findTargets);
    const before = await withDatabase(snapshotTables);
    expect(await callActions(publicActions, who, targets, false)).toEqual([]);
    const after = await withDatabase(snapshotTables);
    expect(without(after, PUBLIC_ACTION_TABLES)).toEqual(without(before, PUBLIC_ACTION_TABLES));
  });
});
