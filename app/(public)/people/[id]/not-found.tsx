import Link from "next/link";

// An id that is not a number, unknown, or a person linked to no published company.
export default function PersonNotFound() {
  return (
    <div className="flex flex-col items-center py-24 text-center">
      <p className="text-6xl font-extrabold text-brand">404</p>
      <h1 className="mt-4 text-2xl font-semibold">Person not found</h1>
      <Link
        href="/people"
        className="mt-8 rounded-md bg-brand px-5 py-2.5 text-sm font-semibold text-white hover:bg-brand-light"
      >
        Back to People
      </Link>
    </div>
  );
}
