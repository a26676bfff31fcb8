// A stand-in for the community blog: serves an RSS feed on 127.0.0.1, in the mode a test
// sets with POST /mode/<name> (good, empty-channel, status-500, empty-body, html, broken, reset).
// Being another origin than the app, it also serves the pages of a foreign site that frames
// the app's forms (/foreign.html) or posts messages to the page framing it (/poster.html).
import http from "node:http";

const port = Number(process.env.FEED_PORT ?? 3199);
let mode = "good";

const item = (i) => `<item>
  <title>Community post ${i}</title><link>https://blog.example.com/posts/${i}</link>
  <pubDate>Mon, ${String(i).padStart(2, "0")} Sep 2026 10:00:00 GMT</pubDate>
  ${i % 3 === 0 ? "" : `<category>${i % 2 ? "Events" : "Funding"}</category>`}
  <description><![CDATA[<p>${"A long look at open source business models and the people behind them. ".repeat(3)}${i}</p>]]></description>
  <guid>post-${i}</guid></item>`;
const feed = (items) =>
  `<?xml version="1.0"?><rss version="2.0"><channel><title>COSS Blog</title><link>https://blog.example.com</link>${items}</channel></rss>`;

const MODES = {
  good: (res) =>
    res
      .writeHead(200, { "content-type": "application/rss+xml" })
      .end(feed(Array.from({ length: 12 }, (_, i) => item(i + 1)).join(""))),
  "empty-channel": (res) =>
    res.writeHead(200, { "content-type": "application/rss+xml" }).end(feed("")),
  "status-500": (res) => res.writeHead(500).end("oops"),
  "empty-body": (res) => res.writeHead(200, { "content-type": "application/rss+xml" }).end("   "),
  html: (res) =>
    res
      .writeHead(200, { "content-type": "text/html" })
      .end("<!doctype html><html><body>Not a feed</body></html>"),
  broken: (res) =>
    res
      .writeHead(200, { "content-type": "application/rss+xml" })
      .end('<?xml version="1.0"?><rss><channel><item><title>x</item></rss'),
  reset: (res) => res.socket.destroy(),
};

const PAGES = {
  "/foreign.html": `<!doctype html><html lang="en"><title>Foreign site</title><body>
    <script>
      window.received = [];
      addEventListener("message", (e) => received.push({ origin: e.origin, data: e.data }));
    </script></body></html>`,
  "/poster.html": `<!doctype html><html lang="en"><title>Poster</title><body><script>
      for (const formType of ["company", "headline", "contact"]) {
        parent.postMessage({ type: "resize-iframe", height: 1234, formType }, "*");
      }
    </script></body></html>`,
};

http
  .createServer((req, res) => {
    if (PAGES[req.url])
      return res.writeHead(200, { "content-type": "text/html" }).end(PAGES[req.url]);
    const set = req.url.match(/^\/mode\/([\w-]+)$/);
    if (req.method === "POST" && set && MODES[set[1]]) {
      mode = set[1];
      return res.end(mode);
    }
    if (req.url === "/feed.xml") return MODES[mode](res);
    if (req.url === "/health") return res.end("ok");
    res.writeHead(404).end();
  })
  .listen(port, "127.0.0.1");
