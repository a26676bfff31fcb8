// What the production build (.next) says the app answers: its server actions, the pages that
// hold them, and its route handlers. Read from the build, so that an action or route added
// later is covered without naming it anywhere.
import fs from "node:fs";
import path from "node:path";

const SERVER_DIR = path.join(".next", "server");

export type ServerAction = {
  id: string;
  /** Source file and export, as the build names them ('app/embed/actions.ts'). */
  file: string;
  exportName: string;
  /** Route patterns of the pages whose bundles hold it ('/admin/people/[id]/edit'). */
  pages: string[];
};

export type RouteHandler = {
  /** Its route pattern ('/api/admin/stats'). */
  route: string;
};

type ReferenceManifest = {
  node: Record<
    string,
    { workers: Record<string, unknown>; filename: string; exportedName: string }
  >;
  edge: Record<
    string,
    { workers: Record<string, unknown>; filename: string; exportedName: string }
  >;
};

const readJson = <T>(file: string): T =>
  JSON.parse(fs.readFileSync(path.join(SERVER_DIR, file), "utf8")) as T;

/** 'app/(public)/organizations/[shortname]/page' -> '/organizations/[shortname]' */
export function routeOf(entry: string): string {
  const route = entry
    .replace(/^app/, "")
    .replace(/\/(page|route)$/, "")
    .split("/")
    .filter((segment) => !/^\(.*\)$/.test(segment))
    .join("/");
  return route || "/";
}

/** Every server action of the build, with the pages that hold it. */
export function serverActions(): ServerAction[] {
  const manifest = readJson<ReferenceManifest>("server-reference-manifest.json");
  return Object.entries({ ...manifest.node, ...manifest.edge }).map(([id, entry]) => ({
    id,
    file: entry.filename,
    exportName: entry.exportedName,
    pages: Object.keys(entry.workers).map(routeOf),
  }));
}

/** Every route handler of the build (metadata files such as robots.txt included). */
export function routeHandlers(): RouteHandler[] {
  const manifest = readJson<Record<string, string>>("app-paths-manifest.json");
  return Object.keys(manifest)
    .filter((entry) => entry.endsWith("/route"))
    .map((entry) => ({ route: routeOf(`app${entry}`) }));
}

type Rewrite = { source: string; destination: string };

/**
 * A path that reaches a page of this route pattern, its dynamic segments filled from
 * `values` (by segment name; optional catch-alls left out). The cached routes under /isr are
 * reached only through rewrites: their public path is used, or null when there is none.
 */
export function pathOf(route: string, values: Record<string, string>): string | null {
  const filled = route
    .split("/")
    .flatMap((segment) => {
      const dynamic = /^\[{1,2}(?:\.\.\.)?([^\]]+)\]{1,2}$/.exec(segment);
      if (!dynamic) return [segment];
      if (segment.startsWith("[[")) return [];
      return [encodeURIComponent(values[dynamic[1]] ?? "x")];
    })
    .join("/");
  if (!/^\/isr(\/|$)/.test(filled)) return filled || "/";
  const { rewrites } = JSON.parse(
    fs.readFileSync(path.join(".next", "routes-manifest.json"), "utf8"),
  ) as {
    rewrites: { beforeFiles: Rewrite[] };
  };
  const prefix = route.replace(/\/\[[^/]+$/, "/");
  return (
    rewrites.beforeFiles.find((rewrite) => rewrite.destination.startsWith(prefix))?.source ?? null
  );
}
