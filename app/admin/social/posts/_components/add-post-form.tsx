"use client";

import { useState } from "react";
import { CompanyCombobox } from "@/components/admin/company-combobox";
import { buttonClass } from "@/components/ui/button";
import { TextField } from "@/components/ui/controlled-fields";
import { suggestCompaniesAction } from "@/app/admin/suggest-companies-action";
import { addSocialPostAction } from "../actions";
import { ActionStatus } from "@/components/ui/action-status";
import { useAction } from "@/components/ui/use-action";

type AddAnswer = Awaited<ReturnType<typeof addSocialPostAction>>;

/** 'Add post': a post made by hand, as its company and URL. */
export function AddPostForm() {
  const [company, setCompany] = useState<{ name: string; shortname: string } | null>(null);
  const [url, setUrl] = useState("");
  const { result: status, pending: saving, run } = useAction<AddAnswer>();

  function submit(event: React.FormEvent) {
    event.preventDefault();
    run(
      () => addSocialPostAction(company?.shortname ?? "", url),
      (result) => {
        if (result.ok) setUrl("");
      },
    );
  }

  return (
    <form
      onSubmit={submit}
      aria-labelledby="add-post-heading"
      className="space-y-3 rounded-lg border border-slate-200 bg-white p-4"
    >
      <h2 id="add-post-heading" className="font-semibold text-slate-900">
        Add post
      </h2>
      <CompanyCombobox
        id="post-company"
        label="Company"
        suggest={suggestCompaniesAction}
        onPick={setCompany}
      />
      {company && (
        <p className="text-sm text-slate-700">
          Company: <strong>{company.name}</strong>
        </p>
      )}
      <TextField id="post-url" label="Post URL" type="url" value={url} onChange={setUrl} />
      <button type="submit" className={buttonClass.primary} disabled={saving}>
        Add post
      </button>
      <ActionStatus result={status} />
    </form>
  );
}
