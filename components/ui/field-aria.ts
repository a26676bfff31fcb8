/** The ids of a field's hint and error, derived from the control's id. */
export const hintId = (id: string) => `${id}-hint`;
export const errorId = (id: string) => `${id}-error`;

export type FieldAria = {
  "aria-invalid"?: true;
  "aria-describedby"?: string;
};

/**
 * The ARIA attributes tying a control to its hint and its error: invalid only with an error,
 * described by whichever of the two is shown (hint first).
 */
export function fieldAria(id: string, error?: string, hint?: boolean | string): FieldAria {
  const described = [hint && hintId(id), error && errorId(id)].filter(Boolean).join(" ");
  return {
    ...(error ? { "aria-invalid": true as const } : {}),
    ...(described ? { "aria-describedby": described } : {}),
  };
}
