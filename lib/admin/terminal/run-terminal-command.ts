import "server-only";
import type { AdminUser } from "@/lib/auth/admin-user";
import { databaseErrorMessage } from "@/lib/db/error-message";
import {
  parseTerminalCommand,
  type TerminalCommand,
  type TerminalListOptions,
} from "@/lib/domain/terminal-command";
import {
  companyTable,
  errorLine,
  EXAMPLE_TEXT,
  HELP_LINES,
  output,
  parseJsonObject,
  type TerminalOutput,
} from "@/lib/domain/terminal-output";
import { createCompanyFromJson, updateCompanyFromJson } from "../companies/company-from-json";
import { listCompaniesForTerminal } from "../companies/list-companies-for-terminal";

const WARNING_SIGN = "⚠️";

/** Runs one line typed in the admin terminal and answers with the lines it prints. */
export async function runTerminalCommand(admin: AdminUser, line: string): Promise<TerminalOutput> {
  const command = parseTerminalCommand(line);
  switch (command.kind) {
    case "empty":
      return { lines: [] };
    case "clear":
      return { lines: [], clear: true };
    case "help":
      return { lines: HELP_LINES.map(output) };
    case "example":
      return { lines: [output(EXAMPLE_TEXT)] };
    case "error":
      return { lines: [errorLine(command.message), ...command.hints.map(output)] };
    case "list":
      return listCompanies(admin, command.options);
    case "create":
    case "update":
      return writeCompany(admin, command);
  }
}

async function listCompanies(
  admin: AdminUser,
  options: TerminalListOptions,
): Promise<TerminalOutput> {
  try {
    // One more row than asked tells whether more companies match.
    const rows = await listCompaniesForTerminal(admin, { ...options, limit: options.limit + 1 });
    return { lines: companyTable(rows.slice(0, options.limit), rows.length > options.limit) };
  } catch (error) {
    console.error("Terminal list failed", error);
    return { lines: [errorLine(`Error fetching companies: ${databaseErrorMessage(error)}`)] };
  }
}

async function writeCompany(
  admin: AdminUser,
  command: Extract<TerminalCommand, { kind: "create" | "update" }>,
): Promise<TerminalOutput> {
  const json = parseJsonObject(command.json);
  if (!json.ok) return { lines: [json.line] };
  let result: Awaited<ReturnType<typeof createCompanyFromJson>>;
  try {
    result =
      command.kind === "create"
        ? await createCompanyFromJson(admin, json.value)
        : await updateCompanyFromJson(admin, command.target, json.value);
  } catch (error) {
    console.error(`Terminal ${command.kind} failed`, error);
    return { lines: [errorLine(`❌ Error: ${databaseErrorMessage(error)}`)] };
  }
  if (!result.ok) {
    return { lines: [errorLine(`❌ ${result.message}`)] };
  }
  const href = `/organizations/${encodeURIComponent(result.shortname)}`;
  const done = command.kind === "create" ? "created" : "updated";
  return {
    lines: [
      output(`✅ Company "${result.name}" ${done}`),
      ...result.warnings.map((warning) =>
        output(warning.startsWith(WARNING_SIGN) ? warning : `${WARNING_SIGN} ${warning}`),
      ),
      { type: "output", text: "View it at", link: { href, label: href } },
    ],
  };
}
