// What the embedded headline form tells the page that framed or opened it.

export type HeadlineFrameMessage =
  { type: "headline-created"; id: number } | { type: "headline-cancelled" };

type Host = { postMessage: (message: unknown, targetOrigin: string) => void };

/**
 * Posts the message to each allowed origin: the browser delivers it only when the host's
 * origin is the one named, so a page at any other origin hears nothing.
 */
export function postToHost(host: Host, message: HeadlineFrameMessage, allowedOrigins: string[]) {
  for (const origin of new Set(allowedOrigins)) {
    if (/^https?:\/\/[^/]+$/.test(origin)) host.postMessage(message, origin);
  }
}

/**
 * What the sign-in window hands the framed form that opened it (same origin only): a token
 * standing for the admin's session in the form's actions (lib/auth/frame-token.ts).
 */
export type FrameTokenMessage = { type: "frame-token"; token: string };

/** Whether a message's data is a FrameTokenMessage. */
export function isFrameTokenMessage(data: unknown): data is FrameTokenMessage {
  if (typeof data !== "object" || data === null) return false;
  const { type, token } = data as Record<string, unknown>;
  return type === "frame-token" && typeof token === "string" && token.length > 0;
}

/** Where the framed form opens its sign-in window: it signs in, then hands over a token. */
export const FRAME_SIGN_IN_PATH = "/embedded/signed-in";
