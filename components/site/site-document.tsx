import { THEME_SCRIPT } from "@/lib/domain/theme";

/**
 * The document around every page: the root layout's, and the global 404's, which has no
 * layout. The theme is set on <html> by the script before React runs (see lib/domain/theme.ts).
 */
export function SiteDocument({ children }: { children: React.ReactNode }) {
  return (
    <html lang="en" suppressHydrationWarning>
      <head>
        <script dangerouslySetInnerHTML={{ __html: THEME_SCRIPT }} />
      </head>
      <body>{children}</body>
    </html>
  );
}
