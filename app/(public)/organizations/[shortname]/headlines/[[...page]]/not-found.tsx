import { NotFoundView } from "@/components/site/not-found-view";
import { NOT_FOUND_TEXTS } from "@/lib/not-found";

export default function CompanyHeadlinesNotFound() {
  return <NotFoundView {...NOT_FOUND_TEXTS.organization} />;
}
