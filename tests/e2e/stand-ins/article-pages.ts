import { readFileSync } from "node:fs";
import path from "node:path";
import type { Routes } from "../../fixtures/local-server";

const fixture = (name: string) =>
  readFileSync(path.join(import.meta.dirname, "../../fixtures/articles", name), "utf8");
const html = (body: string) => ({ headers: { "content-type": "text/html; charset=utf-8" }, body });
const redirect = (location: string) => ({ status: 302, headers: { location } });

/** Article pages with each metadata shape, and broken ones, for the URL analysis. */
export function articleRoutes(): Routes {
  return {
    "/news/supabase-series-c": html(fixture("json-ld-graph.html")),
    "/news/licenses": html(fixture("open-graph.html")),
    "/2024/05/09/plain": html(fixture("no-metadata.html")),
    "/news/not-html": { headers: { "content-type": "image/png" }, body: Buffer.alloc(64) },
    "/news/huge": html(`<html><body>${"x".repeat(10 * 1024 * 1024)}</body></html>`),
    "/news/missing": { status: 404, body: "gone" },
    "/hop/1": redirect("/hop/2"),
    "/hop/2": redirect("/hop/3"),
    "/hop/3": redirect("/news/licenses"),
    "/to/metadata": redirect("http://169.254.169.254/latest/meta-data/"),
    "/to/private": redirect("http://10.0.0.1/"),
    // The AI stand-in answers badly when the article's URL names a mode.
    "/news/ai-malformed": html(fixture("open-graph.html")),
    "/news/ai-schema": html(fixture("open-graph.html")),
    "/news/ai-429": html(fixture("open-graph.html")),
    "/company/home": html(
      "<html><head><title>Stand-in Data, open source time series</title></head><body><main><p>company profile page</p></main></body></html>",
    ),
  };
}

/** A page that frames or opens the embedded headline form and records the messages it hears. */
export function parentPageRoutes(): Routes {
  return {
    "/parent": html(`<!doctype html><html><body><script>
      window.received = [];
      addEventListener("message", (event) => window.received.push({ origin: event.origin, data: event.data }));
      const target = new URLSearchParams(location.search).get("form");
      if (new URLSearchParams(location.search).get("as") === "frame") {
        const frame = document.createElement("iframe");
        frame.src = target; frame.width = 800; frame.height = 900; frame.title = "Headline form";
        document.body.append(frame);
      }
    </script></body></html>`),
  };
}
