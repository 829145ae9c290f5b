import { TextInput, type TextInputProps } from '@mantine/core';

// Figures are typed as text, so the schema reads exactly what was typed (never a number the input
// rounded). These set the phone's keypad and keep the browser's autofill away from figures.

/** An amount in rupees: the ₹ sign before it and the decimal keypad. */
export function RupeeInput(props: TextInputProps) {
  return <TextInput leftSection="₹" inputMode="decimal" autoComplete="off" {...props} />;
}

/** A figure that may have decimals but is not money: a rate, a percentage. */
export function DecimalInput(props: TextInputProps) {
  return <TextInput inputMode="decimal" autoComplete="off" {...props} />;
}

/** Whole numbers or codes of digits: a count, days, a PIN code. */
export function DigitsInput(props: TextInputProps) {
  return <TextInput inputMode="numeric" autoComplete="off" {...props} />;
}
