import Link from "next/link";
import type { Neighbours } from "@/lib/admin/headlines/headline-neighbours";
import {
  headlineEditPath,
  REVIEW_SET_LABELS,
  REVIEW_SETS,
  type ReviewSet,
} from "@/lib/domain/headline-review";

type Props = { id: number; set: ReviewSet; neighbours: Neighbours };

const stepClass =
  "inline-flex items-center rounded-md border border-slate-300 bg-white px-3 py-1.5 text-sm font-medium text-slate-800 hover:bg-slate-50";

/** Previous and next headline within the chosen set (all, published, unpublished), kept in the URL. */
export function ReviewNavigation({ id, set, neighbours }: Props) {
  const step = (target: number | null, label: string, rel: "prev" | "next") =>
    target === null ? (
      <span aria-disabled="true" className={`${stepClass} opacity-50`}>
        {label}
      </span>
    ) : (
      <Link href={headlineEditPath(target, set)} rel={rel} className={stepClass}>
        {label}
      </Link>
    );
  return (
    <nav
      aria-label="Review headlines"
      className="flex flex-wrap items-center justify-between gap-3"
    >
      <ul className="flex gap-1 text-sm" aria-label="Headlines to step through">
        {REVIEW_SETS.map((choice) => (
          <li key={choice}>
            <Link
              href={headlineEditPath(id, choice)}
              aria-current={choice === set ? "true" : undefined}
              className={`rounded-md px-3 py-1.5 ${choice === set ? "bg-brand text-white" : "text-brand underline"}`}
            >
              {REVIEW_SET_LABELS[choice]}
            </Link>
          </li>
        ))}
      </ul>
      <div className="flex gap-2">
        {step(neighbours.previous, "← Previous", "prev")}
        {step(neighbours.next, "Next →", "next")}
      </div>
    </nav>
  );
}
