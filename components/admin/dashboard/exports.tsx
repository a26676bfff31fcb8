const EXPORTS = [
  { href: "/api/admin/export/companies-json", label: "Companies (JSON)" },
  { href: "/api/admin/export/companies-csv", label: "Companies (CSV)" },
  { href: "/api/admin/export/headlines-csv", label: "Headlines (CSV)" },
];

/** Downloads of all the data in the batch files' shapes, unpublished included, to re-import. */
export function Exports() {
  return (
    <section aria-labelledby="exports" className="space-y-2">
      <h2 id="exports" className="text-lg font-semibold">
        Export
      </h2>
      <ul className="flex flex-wrap gap-3">
        {EXPORTS.map(({ href, label }) => (
          <li key={href}>
            <a
              href={href}
              download
              className="inline-block rounded-md border border-brand px-3 py-2 text-sm font-medium text-brand hover:bg-brand/5"
            >
              {label}
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
