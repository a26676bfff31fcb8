type Props = { title: string; children: React.ReactNode };

/** A titled white card of explanatory text, as on the submit and contact pages. */
export function InfoCard({ title, children }: Props) {
  return (
    <section className="rounded-lg border border-slate-200 bg-white p-5">
      <h2 className="font-semibold text-brand">{title}</h2>
      <div className="mt-2 space-y-2 text-sm text-slate-700">{children}</div>
    </section>
  );
}
