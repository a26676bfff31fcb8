// GET /og/{id}.png - a card image designed on a company's post page (a shortlink's image)
import { ogImageIdOfFile } from "@/lib/domain/og-image";
import { getOgImagePng } from "@/lib/queries/og-image";

type Context = { params: Promise<{ file: string }> };

const notFound = () =>
  new Response("Not found", {
    status: 404,
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" },
  });

export async function GET(_request: Request, { params }: Context): Promise<Response> {
  const id = ogImageIdOfFile((await params).file);
  if (!id) return notFound();
  const png = await getOgImagePng(id);
  if (!png) return notFound();
  // The id is the hash of the bytes: what this URL serves never changes.
  return new Response(png as Uint8Array<ArrayBuffer>, {
    headers: {
      "Content-Type": "image/png",
      "Content-Length": String(png.length),
      "Cache-Control": "public, max-age=31536000, immutable",
      "Content-Security-Policy": "default-src 'none'",
      "X-Content-Type-Options": "nosniff",
    },
  });
}
