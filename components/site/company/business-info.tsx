import Link from "next/link";
import { Badge } from "@/components/ui/badge";
import { tagListHref } from "@/lib/domain/list-state";
import type { CardTag } from "@/lib/queries/company-list";
import { SectionCard } from "../section-card";

// Tag categories in the order shown; anything else (no category) falls under Other.
const GROUPS = [
  { category: "industry", title: "Industries", color: "primary" },
  { category: "technology", title: "Technologies", color: "success" },
  { category: "sector", title: "Sectors", color: "warning" },
  { category: "license", title: "Licenses", color: "secondary" },
] as const;

const KNOWN = new Set<string>(GROUPS.map((group) => group.category));

/** The company's tags grouped by category. */
export function BusinessInfo({ tags }: { tags: CardTag[] }) {
  const groups = [
    ...GROUPS.map((group) => ({
      ...group,
      tags: tags.filter((tag) => tag.category === group.category),
    })),
    {
      category: "other",
      title: "Other",
      color: "default" as const,
      tags: tags.filter((tag) => !tag.category || !KNOWN.has(tag.category)),
    },
  ].filter((group) => group.tags.length > 0);

  if (groups.length === 0) return null;
  return (
    <SectionCard id="business-info-heading" title="Business Information">
      {
        <div className="space-y-3">
          {groups.map((group) => (
            <div key={group.category}>
              <h3 className="text-sm font-semibold text-slate-700">{group.title}</h3>
              <ul className="mt-1 flex flex-wrap gap-1.5">
                {group.tags.map((tag) => (
                  <li key={tag.id}>
                    <Link href={tagListHref(tag.id)} className="hover:opacity-80">
                      <Badge color={group.color}>{tag.name}</Badge>
                    </Link>
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </div>
      }
    </SectionCard>
  );
}
