import { Field, inputClass } from "@/components/ui/field";

type Props = { value: string; onChange: (value: string) => void; error?: string };

/** The funding amount in USD, after a $ sign: 12.5M, 1.2B or 3,000,000. */
export function FundingAmountField({ value, onChange, error }: Props) {
  return (
    <Field
      id="total_amount"
      label="Funding Amount"
      error={error}
      hint="In USD: 12.5M, 1.2B or 3,000,000"
    >
      {(aria) => (
        <div className="relative">
          <span
            aria-hidden="true"
            className="absolute top-1/2 left-3 -translate-y-1/2 pt-1 text-sm text-slate-500"
          >
            $
          </span>
          <input
            {...aria}
            type="text"
            inputMode="decimal"
            value={value}
            onChange={(event) => onChange(event.target.value)}
            className={`${inputClass} pl-7`}
          />
        </div>
      )}
    </Field>
  );
}
