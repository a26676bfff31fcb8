import type { HeadlineRecord } from "@/lib/admin/headlines/headline-record";
import { formatFundingAmount } from "@/lib/domain/funding-amount";
import type { HeadlineFormInput } from "@/lib/validation/headline";

export type ChosenCompany = { id: number; name: string };

/** What the headline form edits, as typed. */
export type HeadlineFormValues = {
  url: string;
  description: string;
  headline_type: string;
  headline_date: string;
  media_outlet: string;
  total_amount: string;
  /** Empty: read from the title. */
  round_type: string;
  published: boolean;
  companies: ChosenCompany[];
};

/** A blank form; `url` prefilled when given (?url=). */
export function emptyHeadline(url = ""): HeadlineFormValues {
  return {
    url,
    description: "",
    headline_type: "",
    headline_date: "",
    media_outlet: "",
    total_amount: "",
    round_type: "",
    published: true,
    companies: [],
  };
}

/** The form's values for a stored headline. */
export function headlineFormValues(record: HeadlineRecord): HeadlineFormValues {
  return {
    url: record.url,
    description: record.description,
    headline_type: record.headline_type,
    headline_date: record.headline_date ?? "",
    media_outlet: record.media_outlet ?? "",
    total_amount: formatFundingAmount(record.total_amount),
    round_type: record.round_type ?? "",
    published: record.published,
    companies: record.companies.map(({ id, name }) => ({ id, name })),
  };
}

/** What the form sends to the save action. */
export function headlineFormInput({ companies, ...values }: HeadlineFormValues): HeadlineFormInput {
  return {
    ...values,
    headline_type: values.headline_type as HeadlineFormInput["headline_type"],
    round_type: values.round_type as HeadlineFormInput["round_type"],
    organization_ids: companies.map((company) => company.id),
  };
}
