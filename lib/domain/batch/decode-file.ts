import { fileSizeProblem } from "./file-limit";

export type DecodedFile = { ok: true; text: string } | { ok: false; message: string };

/**
 * The text of an uploaded batch file: refused when over the size limit (before anything is
 * decoded) or when it is not UTF-8; a leading byte order mark is dropped.
 */
export function decodeBatchFile(bytes: Uint8Array): DecodedFile {
  const tooLarge = fileSizeProblem(bytes.byteLength);
  if (tooLarge) return { ok: false, message: tooLarge };
  let text: string;
  try {
    text = new TextDecoder("utf-8", { fatal: true }).decode(bytes);
  } catch {
    return {
      ok: false,
      message: `The file is not UTF-8 text (first bad byte at ${badByte(bytes)}).`,
    };
  }
  return { ok: true, text: text.replace(/^\uFEFF/, "") };
}

// The offset of the first byte that breaks UTF-8, for the message.
function badByte(bytes: Uint8Array): number {
  const decoder = new TextDecoder("utf-8", { fatal: true });
  let low = 0;
  let high = bytes.byteLength;
  while (high - low > 1) {
    const middle = (low + high) >> 1;
    try {
      decoder.decode(bytes.subarray(0, middle), { stream: true });
      decoder.decode();
      low = middle;
    } catch {
      high = middle;
    }
  }
  return low + 1;
}
