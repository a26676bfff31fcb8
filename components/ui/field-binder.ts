/**
 * The props tying a controlled field to one key of a form's values: the key as its id, the
 * value, a change that sets it, and the key's error.
 */
export function fieldBinder<V>(
  values: V,
  errors: Record<string, string>,
  set: <K extends keyof V>(key: K, value: V[K]) => void,
) {
  return <K extends keyof V & string>(key: K) => ({
    id: key,
    value: values[key],
    onChange: (value: V[K]) => set(key, value),
    error: errors[key],
  });
}

export type FieldBinder<V> = ReturnType<typeof fieldBinder<V>>;
