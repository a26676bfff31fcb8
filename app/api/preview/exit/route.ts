// GET /api/preview/exit - after sign-out: back to the cached public pages, then home
import { draftMode } from "next/headers";
import { redirectToPath } from "@/lib/domain/safe-path";

export async function GET() {
  (await draftMode()).disable();
  return redirectToPath("/");
}
