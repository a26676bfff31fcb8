import { safeFetch } from "@/lib/net/safe-fetch";
import type { LogoImage } from "./render-card";

const LOGO_TIMEOUT_MS = 3000;
const LOGO_MAX_BYTES = 2 * 1024 * 1024;

/** A company's logo through the safe fetch, or null when it cannot be had (the card leaves it out). */
export async function fetchLogo(url: string | null): Promise<LogoImage | null> {
  if (!url) return null;
  try {
    const response = await safeFetch(url, {
      timeoutMs: LOGO_TIMEOUT_MS,
      maxBytes: LOGO_MAX_BYTES,
      accept: "image/*",
    });
    if (response.status !== 200) return null;
    const type = (response.headers.get("content-type") ?? "").split(";")[0].trim().toLowerCase();
    return { bytes: response.body, type };
  } catch {
    return null;
  }
}
