import { externalLinkProps } from "@/components/ui/external-link";
import { safeHttpUrl } from "@/lib/domain/urls";

type Props = { url: string | null | undefined; className?: string; children: React.ReactNode };

/** A link to another site, in a new tab; only its text where the URL is not a safe http(s) one. */
export function LinkOrText(props: Props) {
  return safeHttpUrl(props.url) ? <OutboundLink {...props} /> : props.children;
}

/** A link to another site, in a new tab; nothing where the URL is not a safe http(s) one. */
export function OutboundLink({ url, className, children }: Props) {
  const href = safeHttpUrl(url);
  if (!href) return null;
  return (
    <a href={href} {...externalLinkProps} className={className}>
      {children}
    </a>
  );
}

/** The items whose URL is a safe http(s) one, each with that URL as its `href`. */
export function withSafeHrefs<T>(
  items: readonly T[],
  urlOf: (item: T) => string | null | undefined,
): (T & { href: string })[] {
  return items.flatMap((item) => {
    const href = safeHttpUrl(urlOf(item));
    return href ? [{ ...item, href }] : [];
  });
}

type ListedLink = { id: number | string; href: string; text: React.ReactNode };

type ListProps = {
  links: readonly ListedLink[];
  label?: string;
  className: string;
  linkClassName: string;
};

/** A list of links to other sites, each opening in a new tab. */
export function OutboundLinkList({ links, label, className, linkClassName }: ListProps) {
  return (
    <ul aria-label={label} className={className}>
      {links.map((link) => (
        <li key={link.id}>
          <a href={link.href} {...externalLinkProps} className={linkClassName}>
            {link.text}
          </a>
        </li>
      ))}
    </ul>
  );
}
