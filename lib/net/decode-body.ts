/** A fetched body as text, in the charset its Content-Type names (UTF-8 when none or unknown). */
export function decodeBody(body: Buffer, contentType: string | null): string {
  const charset = /charset=["']?([\w-]+)/i.exec(contentType ?? "")?.[1];
  try {
    return new TextDecoder(charset ?? "utf-8").decode(body);
  } catch {
    // Unknown charset label: UTF-8 is the XML default.
    return new TextDecoder("utf-8").decode(body);
  }
}
