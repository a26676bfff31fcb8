// GET /api/favicon?host=... - the icon of a company website or headline source we hold, so browsers never call a third-party favicon service
import { createFaviconHandler, FAVICON_RATE_LIMIT } from "@/lib/favicon/favicon-handler";
import { getFavicon } from "@/lib/favicon/get-favicon";
import { createSharedRateLimiter } from "@/lib/http/shared-rate-limiter";

export const GET = createFaviconHandler({
  getFavicon,
  limiter: createSharedRateLimiter("favicon", FAVICON_RATE_LIMIT),
});
