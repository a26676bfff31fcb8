import Link from "next/link";

/** The path of a company's page. */
export const companyPath = (shortname: string) => `/organizations/${shortname}`;

type Props = { company: { shortname: string; name: string }; className?: string };

/** A link to a company's page, named by the company. */
export function CompanyLink({ company, className }: Props) {
  return (
    <Link href={companyPath(company.shortname)} className={className}>
      {company.name}
    </Link>
  );
}
