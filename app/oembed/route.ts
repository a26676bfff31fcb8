// GET /oembed?url=…&format=json - the oEmbed answer (an iframe of the card) of a company or person page
import { answerOembed } from "@/lib/embeds/oembed";

export const dynamic = "force-dynamic";

export function GET(request: Request): Promise<Response> {
  return answerOembed(request);
}
