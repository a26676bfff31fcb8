// How much a request's Accept-Encoding wants a content coding, as RFC 9110 §12.5.3 reads it.
// Written in plain JavaScript because server.mjs, which runs without a build, loads it.

/** The weight (0 to 1) a request's Accept-Encoding gives `coding`; 0 refuses it. */
export function encodingWeight(acceptEncoding, coding) {
  const wanted = coding.toLowerCase();
  let named;
  let anyOther;
  // No header reads as an empty one, identity only, as Next reads it: the clients that send
  // none (curl, scripts, bots) often decode nothing.
  for (const entry of String(acceptEncoding ?? "").split(",")) {
    const [name, ...parameters] = entry.split(";").map((part) => part.trim().toLowerCase());
    const weight = weightOf(parameters);
    // Named twice, the lower weight counts: a refusal stands.
    if (name === wanted) named = Math.min(named ?? 1, weight);
    else if (name === "*") anyOther = Math.min(anyOther ?? 1, weight);
  }
  // Identity is acceptable unless refused by name or by "*".
  return named ?? anyOther ?? (wanted === "identity" ? 1 : 0);
}

// An unreadable weight refuses: a client is never sent what it may not decode.
function weightOf(parameters) {
  const q = parameters.find((parameter) => /^q\s*=/.test(parameter));
  if (q === undefined) return 1;
  const value = q.slice(q.indexOf("=") + 1).trim();
  const weight = value === "" ? NaN : Number(value);
  return weight >= 0 && weight <= 1 ? weight : 0;
}
