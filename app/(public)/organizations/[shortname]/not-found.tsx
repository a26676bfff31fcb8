import { NotFoundView } from "@/components/site/not-found-view";

// A company that does not exist, or is unpublished and seen by anyone but an admin.
export default function CompanyNotFound() {
  return <NotFoundView />;
}
