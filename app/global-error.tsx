"use client";

import Link from "next/link";

// Replaces the root layout when the layout itself fails (for example the database is down).
export default function GlobalError({ error }: { error: Error & { digest?: string } }) {
  return (
    <html lang="en">
      <body
        style={{ fontFamily: "system-ui, sans-serif", textAlign: "center", padding: "6rem 1rem" }}
      >
        <h1 style={{ color: "#b91c1c" }}>Unexpected Application Error!</h1>
        <p>{error.digest ? `Reference ${error.digest}` : error.message}</p>
        <Link href="/">Go Home</Link>
      </body>
    </html>
  );
}
