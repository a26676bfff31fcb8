import { safeFetch, SafeFetchError } from "./safe-fetch";

/** What a JSON POST got back: the answer (its body as JSON, null when it is none), or why none came. */
export type JsonAnswer = { ok: boolean; status: number; json: unknown } | { failure: string };

type PostOptions = { headers?: Record<string, string>; timeoutMs: number; maxBytes: number };

/**
 * POSTs `payload` as JSON through the safe fetch (webhooks, APIs). A fetch the safe fetch
 * refused or that failed is answered with its reason; `ok` tells a 2xx answer.
 */
export async function postJson(
  url: string,
  payload: unknown,
  { headers, timeoutMs, maxBytes }: PostOptions,
): Promise<JsonAnswer> {
  try {
    const response = await safeFetch(url, {
      method: "POST",
      headers: { "content-type": "application/json", ...headers },
      body: JSON.stringify(payload),
      accept: "application/json",
      timeoutMs,
      maxBytes,
    });
    const ok = response.status >= 200 && response.status <= 299;
    return { ok, status: response.status, json: parseJson(response.body) };
  } catch (error) {
    if (error instanceof SafeFetchError) return { failure: error.reason };
    throw error;
  }
}

function parseJson(body: Buffer): unknown {
  try {
    return JSON.parse(body.toString("utf8"));
  } catch {
    return null;
  }
}
