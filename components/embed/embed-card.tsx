import type { ReactNode } from "react";

type Props = {
  /** The page the card stands for, opened in a new tab. */
  href: string;
  name: string;
  siteName: string;
  /** The logo or initial beside the name. */
  picture: ReactNode;
  children?: ReactNode;
};

const linkClass =
  "text-brand hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand";

/**
 * The frame of an embeddable card: its picture, its name linking to its page (a new tab: the
 * card is framed by another site), what the card says, and the directory's name. Server-rendered
 * at a fixed height (lib/domain/embed-snippets.ts EMBED_CARD); it needs no script.
 */
export function EmbedCard({ href, name, siteName, picture, children }: Props) {
  return (
    <article className="flex h-32 gap-3 overflow-hidden rounded-lg border border-slate-200 bg-white p-3">
      {picture}
      <div className="flex min-w-0 flex-1 flex-col">
        <h1 className="truncate text-base font-semibold text-slate-900">
          <a href={href} target="_blank" rel="noopener" className={linkClass}>
            {name}
          </a>
        </h1>
        <div className="min-h-0 flex-1 text-sm text-slate-600">{children}</div>
        <p className="truncate text-xs text-slate-500">
          <a href={href} target="_blank" rel="noopener" className={linkClass}>
            View on {siteName}
            <span aria-hidden="true"> ↗</span>
          </a>
        </p>
      </div>
    </article>
  );
}
