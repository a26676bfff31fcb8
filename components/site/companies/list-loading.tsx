/** The list's loading spinner. */
export function ListLoading() {
  return (
    <div role="status" className="flex items-center justify-center gap-3 py-24 text-slate-600">
      <span className="h-6 w-6 animate-spin rounded-full border-2 border-slate-300 border-t-brand" />
      Loading companies...
    </div>
  );
}
