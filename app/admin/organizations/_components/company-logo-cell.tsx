"use client";

import { useState } from "react";
import { ActionStatus } from "@/components/ui/action-status";
import { Button } from "@/components/ui/button";
import { inputClass } from "@/components/ui/field";
import { useAction } from "@/components/ui/use-action";
import type { CompanyTableRow } from "@/lib/admin/companies/table/list-company-table";

type Answer = { ok: boolean; message: string; version?: number };

/** The server action that saves a company's logo URL, from the row as the table showed it. */
export type LogoAction = (id: number, version: number, url: string) => Promise<Answer>;

type Props = {
  row: CompanyTableRow;
  action: LogoAction;
  /** Told a save's sentence: the write refreshes the page, and a fixed row leaves the filter. */
  onSaved: (message: string) => void;
};

/**
 * A row's logo URL field and Save, for fixing missing logos without leaving the table. A row
 * still shown after its save (another filter) shows the new logo, and a second save sends the
 * version the first one left.
 */
export function LogoCell({ row, action, onSaved }: Props) {
  const [url, setUrl] = useState(row.logo_url ?? "");
  const [version, setVersion] = useState(row.version);
  const [saved, setSaved] = useState<string | null>(null);
  const { result, pending, run } = useAction<Answer>();
  const id = `logo-${row.id}`;

  function save(event: React.FormEvent) {
    event.preventDefault();
    const typed = url.trim();
    run(
      () => action(row.id, version, typed),
      (answer) => {
        if (!answer.ok) return;
        if (answer.version) setVersion(answer.version);
        setSaved(typed);
        onSaved(answer.message);
      },
    );
  }

  return (
    <form onSubmit={save} className="min-w-72 space-y-1">
      <div className="flex items-center gap-2">
        {saved && (
          // eslint-disable-next-line @next/next/no-img-element -- any site's logo, at its own size
          <img src={saved} alt="" width={24} height={24} className="h-6 w-6 object-contain" />
        )}
        <label htmlFor={id} className="sr-only">
          Logo URL of {row.name}
        </label>
        <input
          id={id}
          type="url"
          value={url}
          onChange={(event) => setUrl(event.target.value)}
          placeholder="https://…/logo.png"
          className={`${inputClass} mt-0`}
        />
        <Button type="submit" variant="small" disabled={pending || url.trim() === ""}>
          {pending ? "Saving…" : "Save"}
        </Button>
      </div>
      <ActionStatus result={result?.ok ? null : result} />
    </form>
  );
}
