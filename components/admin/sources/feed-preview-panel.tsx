import type { FeedPreview } from "@/lib/admin/sources/feed-preview";
import { formatLongDate } from "@/lib/domain/dates";

/** The feed just read: its title, how many items it has, its latest items and its notes. */
export function FeedPreviewPanel({ preview }: { preview: FeedPreview }) {
  return (
    <section
      aria-labelledby="feed-preview-heading"
      className="space-y-2 rounded-lg border border-slate-200 bg-white p-4"
    >
      <h2 id="feed-preview-heading" className="font-semibold text-slate-900">
        Feed: {preview.title ?? "(no title)"}
      </h2>
      <p className="text-sm text-slate-600">
        {preview.itemCount === 0
          ? "The feed has no items yet."
          : `${preview.itemCount} ${preview.itemCount === 1 ? "item" : "items"}; the latest:`}
      </p>
      {preview.latest.length > 0 && (
        <ol aria-label="Latest items" className="space-y-1 text-sm">
          {preview.latest.map((item, index) => (
            <li key={index}>
              <a
                href={item.link}
                target="_blank"
                rel="noopener noreferrer"
                className="font-medium text-brand underline"
              >
                {item.title}
              </a>{" "}
              <span className="text-slate-600">{formatLongDate(item.publishedAt)}</span>
            </li>
          ))}
        </ol>
      )}
      {preview.notes.map((note) => (
        <p key={note} className="text-xs text-slate-600">
          {note}
        </p>
      ))}
    </section>
  );
}
