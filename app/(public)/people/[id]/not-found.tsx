import { NotFoundView } from "@/components/site/not-found-view";
import { NOT_FOUND_TEXTS } from "@/lib/not-found";

// An id that is not a number, unknown, or a person linked to no published company.
export default function PersonNotFound() {
  return <NotFoundView {...NOT_FOUND_TEXTS.person} />;
}
