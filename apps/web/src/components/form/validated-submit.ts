import type { FormEvent } from 'react';
import { focusFirstInvalidField } from './focus-invalid';

/**
 * A form's submit: validate with the form's schema; when a field is wrong, put the cursor on the
 * first such field and send nothing; otherwise send the checked values.
 */
export function validatedSubmit<Output>(
  form: { validate: () => Output | null },
  send: (values: Output, formElement: HTMLFormElement) => void,
) {
  return (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const formElement = event.currentTarget;
    const values = form.validate();
    if (values === null) {
      focusFirstInvalidField(formElement);
      return;
    }
    send(values, formElement);
  };
}
