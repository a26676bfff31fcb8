import type { Metadata } from "next";

// Admin forms opened in a small window (the bookmarklet) or framed by the site and the
// origins in EMBED_PARENT_ORIGINS (server.mjs sets frame-ancestors).
export const metadata: Metadata = { robots: { index: false } };

export default function EmbeddedLayout({ children }: { children: React.ReactNode }) {
  return <main className="bg-white p-4">{children}</main>;
}
