// What the website check tests share: stand-in sites on loopback addresses, each counting the
// requests it answers, and companies whose websites point at them.
import http from "node:http";
import type { AddressInfo } from "node:net";
import { vi } from "vitest";
import type { Db } from "@/lib/db/client";
import * as t from "@/lib/db/schema";

export const NOW = new Date("2026-03-01T12:00:00Z");
export const daysLater = (days: number) => new Date(NOW.getTime() + days * 86_400_000);

type Handler = (request: http.IncomingMessage, response: http.ServerResponse) => void;

export type StandInSite = {
  url: string;
  /** How many requests of `method` (HEAD or GET) reached `path`. */
  requests: (method: string, path: string) => number;
  close: () => Promise<void>;
};

/** A site on `address` (a 127.0.0.x: a host of its own) answering `routes`; others 404. */
export async function startSite(
  address: string,
  routes: Record<string, Handler>,
): Promise<StandInSite> {
  const counts = new Map<string, number>();
  const server = http.createServer((request, response) => {
    const path = new URL(request.url ?? "/", "http://site").pathname;
    const key = `${request.method} ${path}`;
    counts.set(key, (counts.get(key) ?? 0) + 1);
    const route = routes[path];
    if (route) route(request, response);
    else response.writeHead(404).end("not found");
  });
  await new Promise<void>((resolve) => server.listen(0, address, resolve));
  const port = (server.address() as AddressInfo).port;
  return {
    url: `http://${address}:${port}`,
    requests: (method, path) => counts.get(`${method} ${path}`) ?? 0,
    close: () =>
      new Promise<void>((resolve) => {
        // The silent route holds its sockets open: do not wait for them.
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** A loopback address and port that nothing listens on. */
export async function deadAddress(): Promise<string> {
  const server = http.createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const port = (server.address() as AddressInfo).port;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return `http://127.0.0.1:${port}/`;
}

/** The stand-ins live on loopback, which the safe fetch opens only with this switch. */
export const allowLoopback = () => vi.stubEnv("SAFE_FETCH_ALLOW_LOOPBACK", "true");

export const answer =
  (status: number, headers: Record<string, string> = {}, body = ""): Handler =>
  (_request, response) =>
    response.writeHead(status, headers).end(body);

/** Answers GET only, as some servers do. */
export const getOnly =
  (body: string | Buffer): Handler =>
  (request, response) => {
    if (request.method === "HEAD") response.writeHead(405, { allow: "GET" }).end();
    else response.writeHead(200, { "content-type": "text/html" }).end(body);
  };

/** Never answers. */
export const silent: Handler = () => {};

type CompanySeed = { name: string; websites: string[]; repository?: { archived: boolean } };

/** A company with these websites (and a project with a GitHub repository); answers its id. */
export async function addCompany(db: Db, seed: CompanySeed): Promise<number> {
  const shortname = seed.name.toLowerCase().replaceAll(" ", "-");
  const [company] = await db
    .insert(t.organization)
    .values({ name: seed.name, shortname })
    .returning({ id: t.organization.id });
  for (const url of seed.websites) {
    await db.insert(t.organizationwebsite).values({ organization_id: company.id, url });
  }
  if (seed.repository) {
    const url = `https://github.com/acme/${shortname}`;
    const [project] = await db
      .insert(t.project)
      .values({ name: shortname, resources_url: url })
      .returning({ id: t.project.id });
    await db
      .insert(t.organizationproject)
      .values({ organization_id: company.id, project_id: project.id });
    await db.insert(t.repository).values({
      project_id: project.id,
      owner: "acme",
      name: shortname,
      url,
      archived: seed.repository.archived,
    });
  }
  return company.id;
}
