"use client";

// Replaces the root layout when the layout itself fails (for example the database is down).
// A plain link: a full page load starts afresh, and every page need not load next/link twice.
export default function GlobalError({ error }: { error: Error & { digest?: string } }) {
  return (
    <html lang="en">
      <body
        style={{ fontFamily: "system-ui, sans-serif", textAlign: "center", padding: "6rem 1rem" }}
      >
        <h1 style={{ color: "#b91c1c" }}>Unexpected Application Error!</h1>
        <p>{error.digest ? `Reference ${error.digest}` : error.message}</p>
        <a href="/">Go Home</a>
      </body>
    </html>
  );
}
