import Link from "next/link";
import { NOT_FOUND_TEXTS, type NotFoundText } from "@/lib/not-found";

type Props = Partial<NotFoundText> & {
  /** What follows the link: the public site's 404s offer its search (NotFoundSearch). */
  children?: React.ReactNode;
};

/** The 404 view: '404', a message and a link ('Page not found' and Go Home unless told otherwise). */
export function NotFoundView({ children, ...props }: Props) {
  const { message, href, label } = { ...NOT_FOUND_TEXTS.company, ...props };
  return (
    <div className="flex flex-col items-center py-24 text-center">
      <p className="text-6xl font-extrabold text-brand">404</p>
      <h1 className="mt-4 text-2xl font-semibold">{message}</h1>
      <Link
        href={href}
        className="mt-8 rounded-md bg-brand px-5 py-2.5 text-sm font-semibold text-white hover:bg-brand-light"
      >
        {label}
      </Link>
      {children}
    </div>
  );
}
