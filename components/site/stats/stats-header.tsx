/** The stats page's heading and what it shows. */
export function StatsHeader({ asOf }: { asOf?: string }) {
  return (
    <header className="space-y-2">
      <h1 className="text-3xl font-bold text-brand">Stats</h1>
      <p className="text-slate-600">
        The directory in charts: published companies and headlines only
        {asOf ? `, as of ${asOf}` : ""}. Each chart&apos;s numbers are in a table below it.
      </p>
    </header>
  );
}
