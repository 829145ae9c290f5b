import { type ChangeEvent, useCallback, useState } from 'react';
import type { z } from 'zod';
import { type FormErrors, issuesToFormErrors } from './form-errors';

// A small form state for drawers and settings: values as typed, one message per field from
// the shared zod schema, and each message cleared as soon as its field is edited.

export type FormValues = Record<string, string | boolean>;

export function useZodForm<Output, Values extends FormValues>(
  schema: z.ZodType<Output>,
  initialValues: Values,
) {
  const [values, setValues] = useState(initialValues);
  const [errors, setErrors] = useState<FormErrors>({});

  const setValue = useCallback(<Field extends keyof Values & string>(field: Field, value: Values[Field]) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => {
      if (!(field in current)) return current;
      const { [field]: _cleared, ...rest } = current;
      return rest;
    });
  }, []);

  const reset = useCallback((next: Values) => {
    setValues(next);
    setErrors({});
  }, []);

  /** The parsed values ready to send, or null after showing the messages. */
  const validate = (): Output | null => {
    const result = schema.safeParse(values);
    if (result.success) {
      setErrors({});
      return result.data;
    }
    setErrors(issuesToFormErrors(result.error.issues));
    return null;
  };

  /** Props for a Mantine TextInput, Textarea or similar bound to a text field. */
  const textProps = (field: keyof Values & string) => ({
    name: field,
    value: String(values[field] ?? ''),
    error: errors[field],
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
      setValue(field, event.currentTarget.value as Values[typeof field]),
  });

  /** Props for a Mantine Select bound to a text field. */
  const selectProps = (field: keyof Values & string) => ({
    name: field,
    value: String(values[field] ?? '') || null,
    error: errors[field],
    onChange: (value: string | null) => setValue(field, (value ?? '') as Values[typeof field]),
  });

  /** Props for a Mantine Checkbox or Switch bound to a yes/no field. */
  const checkboxProps = (field: keyof Values & string) => ({
    name: field,
    checked: values[field] === true,
    error: errors[field],
    onChange: (event: ChangeEvent<HTMLInputElement>) =>
      setValue(field, event.currentTarget.checked as Values[typeof field]),
  });

  return { values, errors, setValue, setErrors, reset, validate, textProps, selectProps, checkboxProps };
}

export type ZodForm<Output, Values extends FormValues> = ReturnType<typeof useZodForm<Output, Values>>;
