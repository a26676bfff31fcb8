import { NotFoundView } from "@/components/site/not-found-view";

// An id that is not a number, or no headline has it.
export default function HeadlineNotFound() {
  return (
    <NotFoundView message="Headline not found" href="/admin/headlines/unpublished" label="Back" />
  );
}
