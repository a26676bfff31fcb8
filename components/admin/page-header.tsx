import type { ReactNode } from "react";

type Props = {
  title: ReactNode;
  /** One line under the title: what the page is for. */
  intro?: ReactNode;
  /** Links or buttons on the right of the title ('Back', 'Download Template'). */
  children?: ReactNode;
};

/** An admin page's title (its `h1`), an optional line under it and its actions beside it. */
export function PageHeader({ title, intro, children }: Props) {
  return (
    <div
      className={`flex flex-wrap justify-between gap-3 ${intro ? "items-start" : "items-center"}`}
    >
      <div>
        <h1 className="text-2xl font-bold text-brand">{title}</h1>
        {intro && <p className="mt-1 text-sm text-slate-600">{intro}</p>}
      </div>
      {children}
    </div>
  );
}
