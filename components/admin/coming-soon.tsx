import Link from "next/link";
import { EmptyState } from "@/components/ui/empty-state";

type Props = { title: string; purpose: string };

/** A section of the admin area that is not built yet: its name, what it is for, 'Coming soon'. */
export function ComingSoon({ title, purpose }: Props) {
  return (
    <div className="space-y-6">
      <h1 className="text-2xl font-bold text-brand">{title}</h1>
      <EmptyState title="Coming soon">
        <p>{purpose}</p>
        <Link href="/admin" className="mt-4 inline-block font-medium text-brand underline">
          Back to the dashboard
        </Link>
      </EmptyState>
    </div>
  );
}
