import { Badge } from "@/components/ui/badge";
import { headlineTypeBadge } from "@/lib/domain/headline-types";

/** The badge of a headline type: 'Funding', 'OSS News & Views'... */
export function HeadlineTypeBadge({ type }: { type: string }) {
  const { label, color } = headlineTypeBadge(type);
  return <Badge color={color}>{label}</Badge>;
}
