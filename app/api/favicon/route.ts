// GET /api/favicon?host=... - a host's site icon, so browsers never call a third-party favicon service
import { faviconResponse, getFavicon } from "@/lib/favicon";

export async function GET(request: Request) {
  const host = new URL(request.url).searchParams.get("host") ?? "";
  return faviconResponse(await getFavicon(host));
}
