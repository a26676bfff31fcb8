import type { ActionResult } from "@/lib/admin/action-result";

/** A write's answer: the spec's success as a status, its alert (with the reason) as an alert. */
export function ResultNotice({ result }: { result: ActionResult | null }) {
  if (!result) return null;
  return result.ok ? (
    <p role="status" className="rounded-md bg-green-50 px-3 py-2 text-sm text-green-800">
      {result.message}
    </p>
  ) : (
    <p role="alert" className="rounded-md bg-red-50 px-3 py-2 text-sm text-red-800">
      {result.message}
    </p>
  );
}
