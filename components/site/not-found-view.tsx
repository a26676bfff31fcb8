import Link from "next/link";

/** The 404 view: '404', a message and a Go Home link. */
export function NotFoundView({ message = "Page not found" }: { message?: string }) {
  return (
    <div className="flex flex-col items-center py-24 text-center">
      <p className="text-6xl font-extrabold text-brand">404</p>
      <h1 className="mt-4 text-2xl font-semibold">{message}</h1>
      <Link
        href="/"
        className="mt-8 rounded-md bg-brand px-5 py-2.5 text-sm font-semibold text-white hover:bg-brand-light"
      >
        Go Home
      </Link>
    </div>
  );
}
