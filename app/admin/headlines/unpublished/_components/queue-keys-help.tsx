const KEYS = [
  ["j", "next"],
  ["k", "previous"],
  ["p", "publish"],
  ["r", "reject"],
  ["e", "edit"],
  ["x", "tick"],
] as const;

/** The queue's keyboard shortcuts, listed where they are used. */
export function QueueKeysHelp() {
  return (
    <p className="text-sm text-slate-700">
      <span className="font-medium">Keyboard:</span>{" "}
      {KEYS.map(([key, what], n) => (
        <span key={key}>
          {n > 0 && " · "}
          <kbd className="rounded border border-slate-300 bg-slate-50 px-1.5 font-mono">
            {key}
          </kbd>{" "}
          {what}
        </span>
      ))}
      . Rejecting removes a headline and remembers its link, so that no feed adds it again.
    </p>
  );
}
