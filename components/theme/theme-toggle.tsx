"use client";

import { useSyncExternalStore } from "react";
import { nextTheme, THEME_COOKIE, themeOf, type Theme } from "@/lib/domain/theme";

const LABELS: Record<Theme, string> = { system: "Auto", light: "Light", dark: "Dark" };
const ICONS: Record<Theme, string> = { system: "◐", light: "☀", dark: "☾" };
const YEAR_SECONDS = 365 * 24 * 3600;

function readTheme(): Theme {
  return themeOf(document.cookie.match(new RegExp(`(?:^|; )${THEME_COOKIE}=([^;]*)`))?.[1]);
}

// The cookie is the store: every toggle on the page re-reads it once one of them changed it.
const listeners = new Set<() => void>();
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => void listeners.delete(listener);
};

function chooseTheme(theme: Theme) {
  document.cookie = `${THEME_COOKIE}=${theme}; path=/; max-age=${YEAR_SECONDS}; samesite=lax`;
  if (theme === "system") delete document.documentElement.dataset.theme;
  else document.documentElement.dataset.theme = theme;
  listeners.forEach((listener) => listener());
}

/** The header's theme switch: Auto (the system's), Light, Dark, in turn; remembered. */
export function ThemeToggle() {
  // The server renders the default (pages are shared); the page then reads the stored choice.
  const theme = useSyncExternalStore(subscribe, readTheme, () => "system" as const);
  const next = nextTheme(theme);
  return (
    <button
      type="button"
      onClick={() => chooseTheme(next)}
      aria-label={`Theme: ${LABELS[theme]}. Switch to ${LABELS[next]}`}
      title={`Theme: ${LABELS[theme]}`}
      className="inline-flex min-h-6 min-w-6 items-center justify-center gap-1 rounded-md px-2 py-1 text-sm text-slate-700 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand"
    >
      <span aria-hidden="true">{ICONS[theme]}</span>
      <span className="text-xs">{LABELS[theme]}</span>
    </button>
  );
}
