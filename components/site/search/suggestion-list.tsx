import type { Suggestion } from "@/lib/search/suggestions";
import { CompanyLogo } from "../company-logo";

const GROUPS: { kind: Suggestion["kind"]; label: string }[] = [
  { kind: "company", label: "Companies" },
  { kind: "person", label: "People" },
  { kind: "tag", label: "Tags" },
  { kind: "headline", label: "Headlines" },
];

type Props = {
  id: string;
  optionId: (index: number) => string;
  suggestions: Suggestion[];
  /** The index of the active suggestion in `suggestions`, -1 for none. */
  active: number;
  onPick: (suggestion: Suggestion) => void;
};

/** The suggestions of the site's search box, grouped by kind, each group named. */
export function SuggestionList({ id, optionId, suggestions, active, onPick }: Props) {
  const indexed = suggestions.map((suggestion, index) => ({ suggestion, index }));
  return (
    <div
      id={id}
      role="listbox"
      aria-label="Suggestions"
      hidden={suggestions.length === 0}
      className="absolute right-0 z-30 mt-1 w-full min-w-72 overflow-hidden rounded-md border border-slate-200 bg-white text-left shadow-lg"
    >
      {GROUPS.map(({ kind, label }) => {
        const items = indexed.filter(({ suggestion }) => suggestion.kind === kind);
        if (items.length === 0) return null;
        return (
          <div key={kind} role="group" aria-labelledby={`${id}-${kind}`}>
            <div
              id={`${id}-${kind}`}
              className="bg-slate-50 px-3 py-1 text-xs font-semibold uppercase tracking-wide text-slate-600"
            >
              {label}
            </div>
            {items.map(({ suggestion, index }) => (
              <div
                key={`${kind}-${suggestion.href}-${index}`}
                id={optionId(index)}
                role="option"
                aria-selected={index === active}
                // Keeps the focus in the box, so that a click does not close the list first.
                onMouseDown={(event) => event.preventDefault()}
                onClick={() => onPick(suggestion)}
                className={`flex cursor-pointer items-center gap-2 px-3 py-2 text-sm ${index === active ? "bg-brand text-white" : "text-slate-900 hover:bg-slate-100"}`}
              >
                {suggestion.kind === "company" && (
                  <CompanyLogo src={suggestion.logo} name={suggestion.name} size={24} />
                )}
                <span className="min-w-0">
                  <span className="block truncate font-medium">{suggestion.name}</span>
                  {suggestion.detail && (
                    <span
                      className={`block truncate text-xs ${index === active ? "text-white/90" : "text-slate-600"}`}
                    >
                      {suggestion.detail}
                    </span>
                  )}
                </span>
              </div>
            ))}
          </div>
        );
      })}
    </div>
  );
}
