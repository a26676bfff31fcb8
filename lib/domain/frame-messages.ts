// The messages between a page and the form frames it embeds. The frame tells its parent its
// height whenever it changes; the parent asks each frame for it once the frame has loaded.

export const FORM_TYPES = ["company", "headline", "contact"] as const;
export type FormType = (typeof FORM_TYPES)[number];

export type ResizeMessage = { type: "resize-iframe"; height: number; formType: FormType };
export type InitResizeMessage = { type: "init-resize"; formType: FormType };

/** Frame heights outside this range are treated as malformed. */
export const MAX_FRAME_HEIGHT = 10_000;

function isRecord(data: unknown): data is Record<string, unknown> {
  return typeof data === "object" && data !== null;
}

function isFormType(value: unknown): value is FormType {
  return (FORM_TYPES as readonly unknown[]).includes(value);
}

/** Whether data is a well-formed resize-iframe message. */
export function isResizeMessage(data: unknown): data is ResizeMessage {
  return (
    isRecord(data) &&
    data.type === "resize-iframe" &&
    isFormType(data.formType) &&
    typeof data.height === "number" &&
    Number.isFinite(data.height) &&
    data.height > 0 &&
    data.height <= MAX_FRAME_HEIGHT
  );
}

/** Whether data is a well-formed init-resize message. */
export function isInitResizeMessage(data: unknown): data is InitResizeMessage {
  return isRecord(data) && data.type === "init-resize" && isFormType(data.formType);
}

/** The origin of a URL, or null when it is not an http(s) URL. */
export function httpOrigin(url: string | undefined): string | null {
  try {
    const parsed = new URL(url ?? "");
    return parsed.protocol === "http:" || parsed.protocol === "https:" ? parsed.origin : null;
  } catch {
    return null;
  }
}
