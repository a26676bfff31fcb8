// Every code point outside XML 1.0's Char production. With the `u` flag a valid surrogate pair
// is one code point (kept, above U+10000) and a lone half is a code point of its own (dropped).
const XML_FORBIDDEN = /[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu;

/**
 * `text` without the characters XML 1.0 forbids: controls but tab and newlines, lone
 * surrogates, U+FFFE and U+FFFF.
 */
export function xmlText(text: string): string {
  return text.replace(XML_FORBIDDEN, "");
}
