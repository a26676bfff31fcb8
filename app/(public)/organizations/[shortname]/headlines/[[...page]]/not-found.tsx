import { NotFoundView } from "@/components/site/not-found-view";

export default function CompanyHeadlinesNotFound() {
  return <NotFoundView message="Organization not found" />;
}
