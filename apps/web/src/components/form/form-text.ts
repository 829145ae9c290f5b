/**
 * Saved values as a form shows them: each named field as text, a missing value as an empty box.
 * Forms hold what is typed, so a figure is its digits and "nothing" is "".
 */
export function asFormText<Saved extends object, Field extends keyof Saved & string>(
  saved: Saved,
  fields: readonly Field[],
): Record<Field, string> {
  const text = {} as Record<Field, string>;
  for (const field of fields) {
    const value = saved[field];
    text[field] = value === null || value === undefined ? '' : String(value);
  }
  return text;
}
