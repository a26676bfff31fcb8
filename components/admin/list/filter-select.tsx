import { Field, inputClass } from "@/components/ui/field";
import type { SelectOption } from "@/components/ui/controls";

type Props = {
  id: string;
  name: string;
  label: string;
  /** The first choice, which filters nothing. */
  all: string;
  value?: string;
  options: readonly SelectOption[];
};

/** One filter of a list's GET form: a drop-down list of the choices, after "all". */
export function FilterSelect({ id, name, label, all, value, options }: Props) {
  return (
    <Field id={id} label={label}>
      {(aria) => (
        <select {...aria} name={name} defaultValue={value ?? ""} className={inputClass}>
          <option value="">{all}</option>
          {options.map((choice) => (
            <option key={choice.value} value={choice.value}>
              {choice.label}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}
