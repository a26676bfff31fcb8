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
