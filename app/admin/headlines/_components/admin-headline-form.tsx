"use client";

import { useRouter } from "next/navigation";
import { HeadlineForm, type HeadlineFormProps } from "@/components/admin/headlines/headline-form";
import { flashOnNextPage } from "@/components/ui/flash-message";
import { headlineFormActions } from "../headline-form-actions";

type Props = Pick<
  HeadlineFormProps,
  "headlineId" | "version" | "initial" | "providers" | "autoAnalyze"
>;

/** The headline form in the admin area: a create goes on to /headlines, an edit reloads the page. */
export function AdminHeadlineForm(props: Props) {
  const router = useRouter();
  const created = props.headlineId === null;
  return (
    <HeadlineForm
      {...props}
      actions={headlineFormActions}
      onSaved={() => {
        if (!created) return router.refresh();
        flashOnNextPage("Saved the headline.");
        router.push("/headlines");
      }}
      onCancel={() => router.push(created ? "/headlines" : "/admin/headlines/unpublished")}
    />
  );
}
