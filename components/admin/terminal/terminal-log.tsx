import Link from "next/link";
import type { TerminalLine } from "@/lib/domain/terminal-output";

/** A printed line of the terminal: the echo of a command, or what the server answered. */
export type ShownLine = (TerminalLine | { type: "command"; text: string; link?: never }) & {
  id: number;
};

const LOOKS: Record<ShownLine["type"], string> = {
  command: "whitespace-pre-wrap break-words text-sky-300",
  error: "whitespace-pre-wrap break-words text-red-400",
  // Output keeps its spacing: the list command prints a table in columns.
  output: "whitespace-pre text-slate-100",
};

type Props = { lines: ShownLine[]; busy: boolean; ref: React.Ref<HTMLDivElement> };

/** The output area: newest line last, scrolled by the terminal to stay in view. */
export function TerminalLog({ lines, busy, ref }: Props) {
  return (
    <div
      ref={ref}
      role="log"
      aria-live="polite"
      aria-busy={busy}
      aria-label="Terminal output"
      // Focusable so that it scrolls from the keyboard.
      tabIndex={0}
      className="h-96 overflow-auto p-4 font-mono text-sm leading-6 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-accent"
    >
      {lines.length === 0 && <p className="text-slate-400">Type help to see the commands.</p>}
      {lines.map((line) => (
        <p key={line.id} className={LOOKS[line.type]}>
          {line.type === "command" && <span aria-hidden="true">&gt; </span>}
          {line.text}
          {line.link && (
            <>
              {" "}
              <Link href={line.link.href} className="text-sky-300 underline hover:text-sky-200">
                {line.link.label}
              </Link>
            </>
          )}
        </p>
      ))}
    </div>
  );
}
