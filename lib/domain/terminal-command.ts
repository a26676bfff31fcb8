// The admin terminal's command line (admin-area §2, §5): what was typed, as a command.
// JSON is left as text here; the server action parses it and answers for its errors.

export type TerminalListOptions = {
  limit: number;
  /** A case-insensitive substring of the name. */
  search: string | null;
  published: boolean | null;
};

export type TerminalCommand =
  | { kind: "empty" }
  | { kind: "help" }
  | { kind: "example" }
  | { kind: "clear" }
  | { kind: "list"; options: TerminalListOptions }
  | { kind: "create"; json: string }
  | { kind: "update"; target: string; json: string }
  /** `message` is the error line, `hints` the lines of help printed after it. */
  | { kind: "error"; message: string; hints: string[] };

export const LIST_DEFAULT_LIMIT = 20;
export const LIST_MAX_LIMIT = 200;

export const ADD_USAGE = 'Usage: add {"name": "Company Name", ...} (or the JSON object on its own)';
export const UPDATE_USAGE = 'Usage: update "Company Name" {"field":"value"}';
export const LIST_USAGE = "Usage: list [--limit N] [--search term] [--published true|false]";
export const EXAMPLE_HINT = 'Type "example" to see every field of a company.';
export const HELP_HINT = 'Type "help" to see the available commands.';

const error = (message: string, hints: string[] = []): TerminalCommand => ({
  kind: "error",
  message,
  hints,
});

/** The typed line as a command of the admin terminal. */
export function parseTerminalCommand(line: string): TerminalCommand {
  const input = line.trim();
  if (input === "") return { kind: "empty" };
  if (input.startsWith("{")) return { kind: "create", json: input };
  // The command word ends at a space, a brace or a quote (`add{...}` is `add {...}`).
  const word = input.match(/^[^\s{"]+/)?.[0] ?? input.split(/\s/, 1)[0];
  const rest = input.slice(word.length).trim();
  switch (word.toLowerCase()) {
    case "help":
      return { kind: "help" };
    case "example":
      return { kind: "example" };
    case "clear":
      return { kind: "clear" };
    case "add":
      return parseAdd(rest);
    case "update":
      return parseUpdate(rest);
    case "list":
      return parseList(rest);
    default:
      return error(`Unknown command: ${word}`, [HELP_HINT]);
  }
}

// The JSON starts at the first opening brace (§5).
function parseAdd(rest: string): TerminalCommand {
  const brace = rest.indexOf("{");
  if (brace === -1) return error("Error: No JSON data provided", [ADD_USAGE, EXAMPLE_HINT]);
  return { kind: "create", json: rest.slice(brace) };
}

// update "Company Name" {json}: a quoted name may hold spaces, braces and \" escapes; an
// unquoted one runs up to the first brace.
function parseUpdate(rest: string): TerminalCommand {
  const usage = error(UPDATE_USAGE);
  let target: string;
  let after: string;
  if (rest.startsWith('"')) {
    const quoted = readQuoted(rest);
    if (!quoted) return usage;
    target = quoted.value.trim();
    after = rest.slice(quoted.end);
  } else {
    const brace = rest.indexOf("{");
    if (brace === -1) return usage;
    target = rest.slice(0, brace).trim().replace(/\s+/g, " ");
    after = rest.slice(brace);
  }
  const brace = after.indexOf("{");
  if (target === "" || brace === -1) return usage;
  return { kind: "update", target, json: after.slice(brace) };
}

/** The string in double quotes at the start of `text` (\" and \\ escaped), and where it ends. */
function readQuoted(text: string): { value: string; end: number } | null {
  let value = "";
  for (let i = 1; i < text.length; i++) {
    const char = text[i];
    if (char === "\\" && (text[i + 1] === '"' || text[i + 1] === "\\")) {
      value += text[++i];
    } else if (char === '"') {
      return { value, end: i + 1 };
    } else {
      value += char;
    }
  }
  return null;
}

/** Splits arguments on spaces, keeping what is in double quotes together. */
function tokenize(text: string): string[] | null {
  const tokens: string[] = [];
  let rest = text.trim();
  while (rest !== "") {
    if (rest.startsWith('"')) {
      const quoted = readQuoted(rest);
      if (!quoted) return null;
      tokens.push(quoted.value);
      rest = rest.slice(quoted.end).trim();
    } else {
      const [token] = rest.split(/\s/, 1);
      tokens.push(token);
      rest = rest.slice(token.length).trim();
    }
  }
  return tokens;
}

const LIST_FLAGS = ["--limit", "--search", "--published"] as const;
type ListFlag = (typeof LIST_FLAGS)[number];
const isFlag = (token: string) => token.startsWith("--");

function parseList(rest: string): TerminalCommand {
  const tokens = tokenize(rest);
  if (!tokens) return error("Error: Unclosed quote in the list command", [LIST_USAGE]);
  const values: Partial<Record<ListFlag, string>> = {};
  for (let i = 0; i < tokens.length; i++) {
    const flag = tokens[i];
    if (!isFlag(flag)) return error(`Error: Unexpected argument: ${flag}`, [LIST_USAGE]);
    if (!(LIST_FLAGS as readonly string[]).includes(flag)) {
      return error(`Error: Unknown option ${flag}`, [LIST_USAGE]);
    }
    // A search term may be several words, quoted or not: up to the next flag.
    const takesWords = flag === "--search" ? Infinity : 1;
    const words: string[] = [];
    while (words.length < takesWords && i + 1 < tokens.length && !isFlag(tokens[i + 1])) {
      words.push(tokens[++i]);
    }
    const value = words.join(" ").trim();
    if (value === "") return error(`Error: ${flag} needs a value`, [LIST_USAGE]);
    values[flag as ListFlag] = value;
  }
  return listOptions(values);
}

function listOptions(values: Partial<Record<ListFlag, string>>): TerminalCommand {
  let limit = LIST_DEFAULT_LIMIT;
  if (values["--limit"] !== undefined) {
    limit = /^\d+$/.test(values["--limit"]) ? Number(values["--limit"]) : NaN;
    if (!(limit >= 1 && limit <= LIST_MAX_LIMIT)) {
      return error(`Error: --limit must be a whole number from 1 to ${LIST_MAX_LIMIT}`, [
        LIST_USAGE,
      ]);
    }
  }
  let published: boolean | null = null;
  const flag = values["--published"]?.toLowerCase();
  if (flag !== undefined) {
    if (flag !== "true" && flag !== "false") {
      return error("Error: --published must be true or false", [LIST_USAGE]);
    }
    published = flag === "true";
  }
  return { kind: "list", options: { limit, search: values["--search"] ?? null, published } };
}
