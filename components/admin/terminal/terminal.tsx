"use client";

import { useEffect, useId, useRef, useState, useSyncExternalStore } from "react";
import { useAction } from "@/components/ui/use-action";
import type { ActionResult, Refused } from "@/lib/admin/action-result";
import { errorLine, type TerminalLine, type TerminalOutput } from "@/lib/domain/terminal-output";
import { TerminalLog, type ShownLine } from "./terminal-log";
import { useCommandHistory } from "./use-command-history";

// Older lines go once the output holds this many, so that a long session stays light.
const MAX_LINES = 1000;

// A request that never came back is printed as a refusal.
const NO_ANSWER: Refused = {
  ok: false,
  message: "The server did not answer. Check the connection and try again.",
};

const buttonClass =
  "rounded-md px-3 py-1.5 text-sm font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent disabled:opacity-60";

type Props = {
  /** The server action running one line, handed down by the dashboard. */
  run: (line: string) => Promise<ActionResult<TerminalOutput>>;
};

const subscribeNever = () => () => {};

const onFirstLine = (field: HTMLTextAreaElement) =>
  !field.value.slice(0, field.selectionStart).includes("\n");
const onLastLine = (field: HTMLTextAreaElement) =>
  !field.value.slice(field.selectionEnd).includes("\n");

/**
 * The admin command console (admin-area §2), shown by the dashboard's terminal toggle: the
 * server parses and runs each line and says what to print; this echoes the command, shows
 * the answer and keeps the command history.
 */
export function Terminal({ run: runTerminalCommandAction }: Props) {
  const [lines, setLines] = useState<ShownLine[]>([]);
  const [input, setInput] = useState("");
  const { pending, run: runAction } = useAction<ActionResult<TerminalOutput>>();
  const nextId = useRef(0);
  const log = useRef<HTMLDivElement>(null);
  const history = useCommandHistory();
  // Until the page is interactive, Run would submit the form natively and lose the command.
  const interactive = useSyncExternalStore(
    subscribeNever,
    () => true,
    () => false,
  );
  const inputId = useId();
  const hintId = useId();

  useEffect(() => {
    if (log.current) log.current.scrollTop = log.current.scrollHeight;
  }, [lines]);

  const append = (added: (TerminalLine | Omit<ShownLine, "id">)[]) => {
    const numbered = added.map((line) => ({ ...line, id: nextId.current++ }) as ShownLine);
    setLines((current) => [...current, ...numbered].slice(-MAX_LINES));
  };

  const run = () => {
    const command = input.trim();
    if (command === "" || pending) return;
    history.remember(command);
    setInput("");
    append([{ type: "command", text: command }]);
    runAction(
      () => runTerminalCommandAction(command).catch(() => NO_ANSWER),
      (answer) => {
        if (!answer.ok) append([errorLine(`❌ Error: ${answer.message}`)]);
        else if (answer.clear) setLines([]);
        else append(answer.lines);
      },
    );
  };

  const onKeyDown = (event: React.KeyboardEvent<HTMLTextAreaElement>) => {
    const field = event.currentTarget;
    let recalled: string | null = null;
    if (event.key === "Enter" && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      run();
    } else if (event.key === "ArrowUp" && onFirstLine(field)) {
      recalled = history.previous();
    } else if (event.key === "ArrowDown" && onLastLine(field)) {
      recalled = history.next();
    }
    if (recalled !== null) {
      event.preventDefault();
      setInput(recalled);
    }
  };

  return (
    <div className="overflow-hidden rounded-lg border border-slate-700 bg-slate-900">
      <TerminalLog ref={log} lines={lines} busy={pending} />
      <form
        className="border-t border-slate-700 p-3"
        onSubmit={(event) => {
          event.preventDefault();
          run();
        }}
      >
        <label htmlFor={inputId} className="text-sm font-semibold text-slate-200">
          Command
        </label>
        <div className="mt-1 flex items-start gap-2">
          <textarea
            id={inputId}
            value={input}
            onChange={(event) => setInput(event.target.value)}
            onKeyDown={onKeyDown}
            rows={Math.min(12, input.split("\n").length)}
            aria-describedby={hintId}
            spellCheck={false}
            autoCapitalize="off"
            autoComplete="off"
            placeholder='help, list, example, update "Name" {...} or a JSON object'
            className="field-sizing-content max-h-72 min-w-0 flex-1 resize-none rounded-md border border-slate-600 bg-slate-950 px-3 py-1.5 font-mono text-sm text-slate-100 placeholder:text-slate-400 focus-visible:outline-2 focus-visible:outline-accent"
          />
          <button
            type="submit"
            disabled={!interactive || pending}
            className={`${buttonClass} bg-accent text-brand hover:bg-yellow-300`}
          >
            Run
          </button>
          <button
            type="button"
            onClick={() => setLines([])}
            className={`${buttonClass} border border-slate-500 text-slate-100 hover:bg-slate-800`}
          >
            Clear
          </button>
        </div>
        <div className="mt-2 flex flex-wrap justify-between gap-2 text-xs text-slate-300">
          <p id={hintId}>
            Enter runs, Shift+Enter adds a line, Up and Down recall earlier commands.
          </p>
          <p role="status" className="font-semibold text-accent">
            {pending ? "Running…" : ""}
          </p>
        </div>
      </form>
    </div>
  );
}
