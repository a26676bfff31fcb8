import { NotFoundView } from "@/components/site/not-found-view";

// An id that is not a number, or no news source has it.
export default function SourceNotFound() {
  return <NotFoundView message="News source not found" href="/admin/sources" label="Back" />;
}
