import { eq } from "drizzle-orm";
import { DEV_LOGIN_PROVIDER } from "@/lib/auth/options";
import { openPostgres } from "@/lib/db/client";
import { organization } from "@/lib/db/schema";
import { serverActions } from "../../tests/e2e/access/build-output";
import { callAction, isActionRefusal, type Caller } from "../../tests/e2e/access/call-server";
import { CURATOR_EMAIL, type NamedServer, type ScaleSite } from "./scale-site";

// The freshness lag: how long after a curator's write both servers show it to visitors.
//
// The write takes the path the several-servers browser test takes: a curator signed in with
// the development sign-in runs `update <company> {"city": ...}` in the admin terminal, whose
// server action writes through the data layer and refreshes the public pages inside that
// request (lib/admin/refresh-public-pages.ts: revalidatePath reaches Next's page cache only
// within a request it serves, and REDIS_URL shares that cache). Writing in the database
// directly would refresh no page; the batch import would be a heavier write than a curator's
// everyday edit. The action is called as the browser calls it (its Next-Action POST), on
// server a by its own port.

export const FRESHNESS_WRITES = 30;
const GIVE_UP_MS = 60_000;
const TERMINAL = { file: "app/admin/terminal-actions.ts", exportName: "runTerminalCommandAction" };

const cookiesOf = (response: Response) =>
  response.headers.getSetCookie().map((cookie) => cookie.split(";")[0]);

/** Signs in with the development sign-in over HTTP, as the login page's form does. */
async function devSignIn(origin: string, email: string): Promise<Caller> {
  const csrf = await fetch(`${origin}/api/auth/csrf`);
  const { csrfToken } = (await csrf.json()) as { csrfToken: string };
  const response = await fetch(`${origin}/api/auth/callback/${DEV_LOGIN_PROVIDER}`, {
    method: "POST",
    redirect: "manual",
    headers: {
      "Content-Type": "application/x-www-form-urlencoded",
      Cookie: cookiesOf(csrf).join("; "),
      Origin: origin,
    },
    body: new URLSearchParams({ csrfToken, email, json: "true", callbackUrl: "/admin" }),
  });
  const session = cookiesOf(response).find((cookie) => cookie.includes("session-token="));
  if (!session) throw new Error(`The development sign-in failed (${response.status}).`);
  return { name: email, cookie: session };
}

/** When (performance.now()) `check` first holds, polling every `everyMs`; null after a minute. */
async function firstTimeTrue(check: () => Promise<boolean>, everyMs: number) {
  const giveUp = performance.now() + GIVE_UP_MS;
  while (performance.now() < giveUp) {
    if (await check()) return performance.now();
    await new Promise((resolve) => setTimeout(resolve, everyMs));
  }
  return null;
}

/** Whether `server`, asked directly by an anonymous visitor, serves `text` at `path`. */
async function serves({ name, server }: NamedServer, path: string, text: string) {
  const response = await fetch(`${server.url}${path}`);
  const body = await response.text();
  const servedBy = response.headers.get("x-served-by");
  if (servedBy !== name) throw new Error(`${server.url} answered as ${servedBy}, not ${name}.`);
  return response.status === 200 && body.includes(text);
}

export type FreshnessResult = { lagsMs: number[]; unseen: number };

/**
 * Writes the city of company `shortname` FRESHNESS_WRITES times through server a and measures,
 * per write, the time from its commit (the first moment the database shows the new value,
 * polled every 10 ms) until both servers serve the company page with it (polled every 100 ms).
 */
export async function measureFreshness(
  site: ScaleSite,
  databaseUrl: string,
  shortname: string,
): Promise<FreshnessResult> {
  const writer = site.servers[0].server.url;
  const action = serverActions().find(
    ({ file, exportName }) => file === TERMINAL.file && exportName === TERMINAL.exportName,
  );
  if (!action) throw new Error(`No ${TERMINAL.exportName} in the build's server actions.`);
  const curator = await devSignIn(writer, CURATOR_EMAIL);
  const database = await openPostgres(databaseUrl);
  const path = `/organizations/${encodeURIComponent(shortname)}`;
  const run = Date.now().toString(36);
  const result: FreshnessResult = { lagsMs: [], unseen: 0 };
  try {
    const cityIs = async (city: string) => {
      const [row] = await database.db
        .select({ city: organization.city })
        .from(organization)
        .where(eq(organization.shortname, shortname));
      return row?.city === city;
    };
    for (let n = 1; n <= FRESHNESS_WRITES; n++) {
      const city = `Freshness ${run} ${String(n).padStart(2, "0")}`;
      // Everything is watched from before the write, so no moment is missed. The writes follow
      // each other at once: each starts just after the slower server refilled its 10-second
      // micro-cache with the previous value, so each lag is close to that cache's worst case.
      const committed = firstTimeTrue(() => cityIs(city), 10);
      const seen = site.servers.map((server) =>
        firstTimeTrue(() => serves(server, path, city), 100),
      );
      const command = `update ${shortname} ${JSON.stringify({ city })}`;
      const answer = await callAction(writer, "/admin", action.id, [command], curator);
      if (answer.status !== 200 || !answer.body.includes("updated") || isActionRefusal(answer)) {
        throw new Error(`The write was not made (${answer.status}): ${answer.body.slice(0, 300)}`);
      }
      const [commitAt, ...seenAt] = await Promise.all([committed, ...seen]);
      if (commitAt === null) throw new Error(`The database never showed the city "${city}".`);
      if (seenAt.some((at) => at === null)) result.unseen++;
      else result.lagsMs.push(Math.max(...(seenAt as number[])) - commitAt);
      process.stdout.write(`${n} `);
    }
    console.log("");
    return result;
  } finally {
    await database.close();
  }
}
