import type { Metadata } from "next";

// Forms and cards made to be framed, by our own pages and by other sites (next.config.ts allows
// any frame ancestor here, and no other path may be framed).
export const metadata: Metadata = { robots: { index: false } };

export default function EmbedLayout({ children }: { children: React.ReactNode }) {
  return <main className="bg-white p-4">{children}</main>;
}
