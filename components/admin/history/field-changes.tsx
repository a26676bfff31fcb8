import { diffSnapshots } from "@/lib/domain/history-diff";

type Props = { before: unknown; after: unknown };

function Value({ text }: { text: string | null }) {
  if (text === null) return <span className="italic text-slate-500">empty</span>;
  return <code className="break-all rounded bg-slate-100 px-1 text-slate-800">{text}</code>;
}

/** The fields a change moved, each as old → new. */
export function FieldChanges({ before, after }: Props) {
  const changes = diffSnapshots(before, after);
  if (changes.length === 0) {
    return <p className="text-sm text-slate-500">No field changed.</p>;
  }
  return (
    <ul aria-label="Changed fields" className="space-y-1 text-sm">
      {changes.map((change) => (
        <li key={change.field} className="flex flex-wrap items-baseline gap-x-2">
          <span className="font-medium text-slate-700">{change.field}:</span>
          <Value text={change.before} />
          <span aria-hidden="true">→</span>
          <span className="sr-only">to</span>
          <Value text={change.after} />
        </li>
      ))}
    </ul>
  );
}
