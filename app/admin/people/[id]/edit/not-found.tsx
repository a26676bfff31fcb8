import { NotFoundView } from "@/components/site/not-found-view";

// An id that is not a number, or no person has it.
export default function PersonNotFound() {
  return <NotFoundView message="Person not found" href="/people" label="Back" />;
}
