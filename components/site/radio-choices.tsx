type Props<V extends string> = {
  name: string;
  options: readonly { value: V; label: string }[];
  value: V;
  onChange: (value: V) => void;
  /** The class of each option's label. */
  labelClassName: string;
};

/** One radio button per option, named `name` so that a plain GET form sends the choice. */
export function RadioChoices<V extends string>(props: Props<V>) {
  const { name, options, value, onChange, labelClassName } = props;
  return options.map((option) => (
    <label key={option.value} className={labelClassName}>
      <input
        type="radio"
        name={name}
        value={option.value}
        checked={value === option.value}
        onChange={() => onChange(option.value)}
      />
      {option.label}
    </label>
  ));
}
