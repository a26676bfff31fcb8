"use server";

import { z } from "zod";
import { refused } from "@/lib/admin/action-result";
import { adminAction, arg } from "@/lib/admin/admin-action";
import { runTerminalCommand } from "@/lib/admin/terminal/run-terminal-command";

// A pasted company JSON is a few kilobytes; this leaves room for long descriptions.
const MAX_COMMAND_LENGTH = 100_000;

const commandSchema = z
  .string("Type a command")
  .max(MAX_COMMAND_LENGTH, `A command may be at most ${MAX_COMMAND_LENGTH} characters long`);

/** Runs a line of the admin terminal (admins only) and answers with the lines to print. */
export const runTerminalCommandAction = adminAction(
  [arg(commandSchema, (errors) => refused(Object.values(errors)[0]))],
  async (admin, line) => ({ ok: true, message: "", ...(await runTerminalCommand(admin, line)) }),
);
