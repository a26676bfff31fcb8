import { HeadedSection } from "@/components/ui/headed-section";
import { formatCount } from "@/lib/domain/batch/batch-kinds";

// A big file logs a line per item: the page keeps the latest ones on screen.
const SHOWN = 1000;

export type Progress = { done: number; total: number; name: string };

/** The import's progress ('12 / 1,000', a bar, the current item) and its log lines. */
export function ProcessingLog({ progress, lines }: { progress: Progress | null; lines: string[] }) {
  return (
    <HeadedSection id="processing-log" title="Processing Log" className="space-y-2">
      {progress && (
        <div className="space-y-1 text-sm">
          <progress
            className="h-2 w-full"
            value={progress.done}
            max={Math.max(progress.total, 1)}
            aria-label="Import progress"
          />
          <p aria-live="polite">
            {formatCount(progress.done)} / {formatCount(progress.total)}
            {progress.name && <span className="text-slate-600"> — {progress.name}</span>}
          </p>
        </div>
      )}
      <ol
        data-testid="processing-log"
        className="max-h-80 overflow-y-auto rounded-md bg-slate-900 p-3 font-mono text-xs text-slate-100"
      >
        {lines.length === 0 && <li className="text-slate-400">Nothing processed yet.</li>}
        {lines.length > SHOWN && (
          <li className="text-slate-400">… {formatCount(lines.length - SHOWN)} earlier lines</li>
        )}
        {lines.slice(-SHOWN).map((line, index) => (
          <li key={index}>{line}</li>
        ))}
      </ol>
    </HeadedSection>
  );
}
