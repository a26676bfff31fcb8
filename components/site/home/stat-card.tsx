type Props = { label: string; value: string; detail: string; note?: string };

/** One of the home page's two money figures; `note` says what it counts. */
export function StatCard({ label, value, detail, note }: Props) {
  return (
    <div className="rounded-lg border border-slate-200 bg-white p-6 shadow-sm">
      <h2 className="text-sm font-medium text-slate-600">{label}</h2>
      <p className="mt-2 text-3xl font-bold text-brand">{value}</p>
      <p className="mt-1 text-sm text-slate-600">{detail}</p>
      {note && <p className="mt-1 text-xs text-slate-600">{note}</p>}
    </div>
  );
}

/** A card while its figure loads: '---' with a pulse. */
export function StatCardSkeleton({ label }: { label: string }) {
  return (
    <div className="animate-pulse" aria-busy="true">
      <StatCard label={label} value="---" detail="Loading..." />
    </div>
  );
}
