"use server";

import { z } from "zod";
import { asAdminOr } from "@/lib/admin/admin-action";
import { runTerminalCommand } from "@/lib/admin/terminal/run-terminal-command";
import { errorLine, type TerminalOutput } from "@/lib/domain/terminal-output";

// A pasted company JSON is a few kilobytes; this leaves room for long descriptions.
const MAX_COMMAND_LENGTH = 100_000;

const commandSchema = z
  .string("Type a command")
  .max(MAX_COMMAND_LENGTH, `A command may be at most ${MAX_COMMAND_LENGTH} characters long`);

/** Runs a line of the admin terminal (admins only) and answers with the lines to print. */
export async function runTerminalCommandAction(line: string): Promise<TerminalOutput> {
  return asAdminOr(
    (message) => ({ lines: [errorLine(`❌ Error: ${message}`)] }),
    async (admin) => {
      const parsed = commandSchema.safeParse(line);
      if (!parsed.success) {
        return { lines: [errorLine(`❌ Error: ${parsed.error.issues[0].message}`)] };
      }
      return runTerminalCommand(admin, parsed.data);
    },
  );
}
