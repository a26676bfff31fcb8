import { THEME_LABELS, THEMES } from "@/lib/domain/theme";

const ICONS = { system: "◐", light: "☀", dark: "☾" } as const;

/**
 * The theme switch: Auto (the system's), Light, Dark, in turn, remembered. The script of
 * lib/domain/theme.ts handles its clicks; app/globals.css shows the label of the current theme.
 */
export function ThemeToggle() {
  return (
    <button
      type="button"
      data-theme-toggle
      className="inline-flex min-h-6 min-w-6 items-center justify-center gap-1 rounded-md px-2 py-1 text-sm text-slate-700 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand"
    >
      <span className="sr-only">Theme: </span>
      {THEMES.map((theme) => (
        <span key={theme} data-theme-choice={theme} className="items-center gap-1">
          <span aria-hidden="true">{ICONS[theme]}</span>
          <span className="text-xs">{THEME_LABELS[theme]}</span>
        </span>
      ))}
    </button>
  );
}
