import { NotFoundView } from "@/components/site/not-found-view";

// No company has this shortname.
export default function PostSocialNotFound() {
  return <NotFoundView message="Organization not found" href="/admin" label="Back to Admin" />;
}
