"use client";

import { useRouter } from "next/navigation";
import type { AiProviderChoice } from "@/lib/domain/ai-providers";
import { HeadlineForm } from "@/components/admin/headlines/headline-form";
import type { HeadlineFormValues } from "@/components/admin/headlines/headline-form-values";
import { headlineFormActions } from "../headline-form-actions";

type Props = {
  headlineId: number | null;
  version: number | null;
  initial: HeadlineFormValues;
  providers: AiProviderChoice[];
  autoAnalyze?: boolean;
};

/** The headline form in the admin area: a create goes on to /headlines, an edit reloads the page. */
export function AdminHeadlineForm(props: Props) {
  const router = useRouter();
  const created = props.headlineId === null;
  return (
    <HeadlineForm
      {...props}
      actions={headlineFormActions}
      onSaved={() => (created ? router.push("/headlines") : router.refresh())}
      onCancel={() => router.push(created ? "/headlines" : "/admin/headlines/unpublished")}
    />
  );
}
