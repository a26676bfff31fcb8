import { HeadedSection } from "@/components/ui/headed-section";
import type { BatchPreviewItem } from "@/lib/domain/batch/batch-kinds";

/** The first 3 items of the chosen file (admin-area §9). */
export function BatchPreview({ items, total }: { items: BatchPreviewItem[]; total: number }) {
  return (
    <HeadedSection
      id="batch-preview"
      title={
        <>
          Preview ({Math.min(3, total)} of {total.toLocaleString("en-US")})
        </>
      }
      className="space-y-2"
    >
      <ul className="grid gap-3 md:grid-cols-3">
        {items.map((item, index) => (
          <li key={index} className="rounded-md border border-slate-200 bg-white p-3 text-sm">
            <div className="flex items-start justify-between gap-2">
              <h3 className="font-semibold">{item.title}</h3>
              {item.badge && (
                <span
                  className={`rounded px-2 py-0.5 text-xs ${item.badge === "Published" ? "bg-green-100 text-green-800" : "bg-slate-100 text-slate-700"}`}
                >
                  {item.badge}
                </span>
              )}
            </div>
            {item.description && (
              <p className="mt-1 line-clamp-3 text-slate-700">{item.description}</p>
            )}
            <ul className="mt-1 text-xs text-slate-600">
              {item.details.map((detail) => (
                <li key={detail}>{detail}</li>
              ))}
            </ul>
          </li>
        ))}
      </ul>
    </HeadedSection>
  );
}
