"use client";

import { useState } from "react";
import { Button } from "@/components/ui/button";
import { TextField } from "@/components/ui/controlled-fields";
import { useDebouncedAnswer } from "@/components/ui/use-debounced-answer";
import { checkShortnameAction } from "../actions";

type Props = {
  companyId: number;
  /** The company's shortname as saved. */
  current: string;
  /** The new shortname typed, or null while the curator keeps the current one. */
  value: string | null;
  onChange: (value: string | null) => void;
  error?: string;
};

/**
 * The company's shortname (its URL), with 'Edit' to change it: the new one is checked on the
 * server as it is typed (format, not another company's, not another company's former one),
 * and saved with the form. The old URLs then lead to the new one.
 */
export function ShortnameField({ companyId, current, value, onChange, error }: Props) {
  const [editing, setEditing] = useState(false);
  const wanted = editing && value !== null && value !== current ? value : null;
  const check = useDebouncedAnswer(
    wanted,
    (shortname) => checkShortnameAction(companyId, shortname),
    300,
  );

  if (!editing) {
    return (
      <div className="flex flex-wrap items-center gap-3 text-sm">
        <span className="font-medium text-slate-800">Shortname</span>
        <code className="rounded bg-slate-100 px-2 py-1">/organizations/{current}</code>
        <Button variant="small" onClick={() => setEditing(true)}>
          Edit
        </Button>
      </div>
    );
  }
  return (
    <div className="space-y-1">
      <TextField
        id="company-shortname"
        label="Shortname"
        value={value ?? current}
        onChange={onChange}
        error={error}
        hint="Lowercase letters, digits and hyphens. The old URLs will lead to the new one."
        addon={
          <Button
            variant="small"
            onClick={() => {
              onChange(null);
              setEditing(false);
            }}
          >
            Keep {current}
          </Button>
        }
      />
      <p
        role="status"
        className={`text-sm ${check && !check.ok ? "text-red-700" : "text-green-800"}`}
      >
        {wanted && check ? check.message : ""}
      </p>
    </div>
  );
}
