import { LinkOrText } from "./outbound-link";

type Props = { headline: { url: string | null; description: string }; className?: string };

/** A headline's description, linking to the article when its URL is a safe one. */
export function HeadlineLink({ headline, className }: Props) {
  return (
    <LinkOrText url={headline.url} className={className}>
      {headline.description}
    </LinkOrText>
  );
}
