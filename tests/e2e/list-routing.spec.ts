import { expect, test } from "@playwright/test";
import { headlinesCodec } from "@/lib/domain/headlines-state";
import { hrefOf, type ListCodec } from "@/lib/domain/list-codec";
import { companyListCodec } from "@/lib/domain/list-state";
import { peopleCodec } from "@/lib/domain/people-state";

// The three lists are routed through their codecs: every parameter a visitor can set reaches
// the page (its canonical link names it), and anything else is redirected away.
const CODECS = [companyListCodec, peopleCodec, headlinesCodec] as ListCodec<unknown>[];

for (const codec of CODECS) {
  test(`every parameter of ${codec.path} reaches its page`, async ({ request }) => {
    for (const [name, value] of Object.entries(codec.params)) {
      const query = new URLSearchParams({ [name]: value });
      // The canonical spelling of that one parameter, as the codec writes it.
      const href = hrefOf(codec, codec.parse(query));
      expect(href, name).not.toBe(codec.path);
      const response = await request.get(href, { maxRedirects: 0 });
      expect(response.status(), href).toBe(200);
      const canonical = new RegExp(`<link rel="canonical" href="[^"]*${escape(href)}"`);
      expect(await response.text(), href).toMatch(canonical);
    }
  });

  test(`unknown and malformed parameters of ${codec.path} are redirected away`, async ({
    request,
  }) => {
    for (const query of ["license=mit", "utm_source=x", "page=0", "page=abc"]) {
      const response = await request.get(`${codec.path}?${query}`, { maxRedirects: 0 });
      expect(response.status(), query).toBe(307);
      expect(response.headers()["location"], query).toBe(codec.path);
    }
  });
}

const escape = (text: string) =>
  text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&").replaceAll("&", "&amp;");
