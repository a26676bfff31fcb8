"use client";

import { useId, useState } from "react";
import { buttonClass } from "@/components/ui/button";
import { inputClass } from "@/components/ui/field";

/**
 * Fills the editor from a company JSON object (the terminal's and the batch files' shape),
 * replacing what the form holds; nothing is saved until Save.
 */
export function FillFromJson({ onFill }: { onFill: (json: Record<string, unknown>) => void }) {
  const id = useId();
  const [text, setText] = useState("");
  const [problem, setProblem] = useState("");
  const fill = () => {
    try {
      const json: unknown = JSON.parse(text);
      if (!json || typeof json !== "object" || Array.isArray(json)) {
        setProblem("The JSON must be one company object.");
        return;
      }
      onFill(json as Record<string, unknown>);
      setProblem("");
    } catch (error) {
      setProblem(`Invalid JSON: ${(error as Error).message}`);
    }
  };
  return (
    <details className="rounded-lg border border-slate-200 bg-white p-4">
      <summary className="cursor-pointer text-sm font-medium text-brand">Fill from JSON</summary>
      <label htmlFor={id} className="mt-3 block text-sm font-medium text-slate-800">
        Company JSON
      </label>
      <textarea
        id={id}
        rows={6}
        value={text}
        onChange={(event) => setText(event.target.value)}
        aria-invalid={problem ? true : undefined}
        aria-describedby={problem ? `${id}-error` : undefined}
        className={`${inputClass} font-mono`}
      />
      {problem && (
        <p id={`${id}-error`} className="mt-1 text-sm text-red-700">
          {problem}
        </p>
      )}
      <button type="button" className={`${buttonClass.secondary} mt-2`} onClick={fill}>
        Fill form
      </button>
    </details>
  );
}
