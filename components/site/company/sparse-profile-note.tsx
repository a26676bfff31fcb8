import Link from "next/link";
import { SPARSE_PROFILE_LINK, SPARSE_PROFILE_TEXT } from "@/lib/domain/profile-completeness";
import { linkClass } from "../section-card";

/** The one line a company page with little data shows, in place of empty sections. */
export function SparseProfileNote() {
  return (
    <p className="text-sm text-slate-600">
      {SPARSE_PROFILE_TEXT}
      <Link href="/contact" className={`underline ${linkClass}`}>
        {SPARSE_PROFILE_LINK}
      </Link>
    </p>
  );
}
