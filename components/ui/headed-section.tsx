import type { ReactNode } from "react";

type Props = {
  /** The heading's id, which names the region for assistive technology. */
  id: string;
  title: ReactNode;
  /** The heading's colour: the brand's for the admin's panels, else the text's. */
  tone?: "plain" | "brand";
  /** The section's own classes (its spacing); `space-y-3` unless told. */
  className?: string;
  children?: ReactNode;
};

/** A region named by its own heading (an `h2`), as the admin's panels are. */
export function HeadedSection({ id, title, tone = "plain", className, children }: Props) {
  return (
    <section aria-labelledby={id} className={className ?? "space-y-3"}>
      <h2
        id={id}
        className={`text-lg font-semibold ${tone === "brand" ? "text-brand" : "text-slate-900"}`}
      >
        {title}
      </h2>
      {children}
    </section>
  );
}
