// Cache entries as text for Redis. A page's entry holds Buffers (its RSC payload) and a Map
// (its segments), which JSON cannot carry; they are written as tagged objects and read back.
// Written in plain JavaScript because Next loads the cache handler without a build.

const BUFFER = "$buffer";
const MAP = "$map";

function replace(_key, value) {
  if (value && value.type === "Buffer" && Array.isArray(value.data)) {
    return { [BUFFER]: Buffer.from(value.data).toString("base64") };
  }
  if (value instanceof Map) return { [MAP]: [...value.entries()] };
  return value;
}

function revive(_key, value) {
  if (value && typeof value === "object") {
    if (typeof value[BUFFER] === "string") return Buffer.from(value[BUFFER], "base64");
    if (Array.isArray(value[MAP])) return new Map(value[MAP]);
  }
  return value;
}

/** An entry ({ lastModified, value, cacheControl }) as text. */
export function encodeEntry(entry) {
  return JSON.stringify(entry, replace);
}

/**
 * The entry `text` holds, or null when it cannot be read (an older format, a cut value): such
 * an entry counts as a miss, and the next render writes over it.
 */
export function decodeEntry(text) {
  try {
    const entry = JSON.parse(text, revive);
    const valid =
      entry &&
      typeof entry === "object" &&
      typeof entry.lastModified === "number" &&
      "value" in entry;
    return valid ? entry : null;
  } catch {
    return null;
  }
}
