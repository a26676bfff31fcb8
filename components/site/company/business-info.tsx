import Link from "next/link";
import { Badge } from "@/components/ui/badge";
import type { BadgeColor } from "@/lib/domain/headline-types";
import { tagListHref } from "@/lib/domain/list-state";
import { TAG_GROUPS, tagsOfGroup, type TagGroupName } from "@/lib/domain/tag-groups";
import type { CardTag } from "@/lib/queries/company-list";
import { SectionCard } from "../section-card";

const COLORS: Record<TagGroupName, BadgeColor | "secondary"> = {
  industry: "primary",
  technology: "success",
  sector: "warning",
  license: "secondary",
  other: "default",
};

/** The company's tags grouped by category. */
export function BusinessInfo({ tags }: { tags: CardTag[] }) {
  const groups = TAG_GROUPS.map((group) => ({
    ...group,
    tags: tagsOfGroup(tags, group.category),
  })).filter((group) => group.tags.length > 0);

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
                      <Badge color={COLORS[group.category]}>{tag.name}</Badge>
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
