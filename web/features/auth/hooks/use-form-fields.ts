import { useState } from 'react';
import { flushSync } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { focusFirstInvalid } from '../lib/focus-first-invalid';
import type { FieldErrors } from '../lib/types';
import { hasErrors } from '../lib/validation';

/**
 * The auth forms' field plumbing: `field(name)` binds a field's value, translated error and change
 * handler (typing clears that field's error); `check(form, found)` shows validation errors and,
 * if there are any, focuses the first invalid field and answers false.
 */
export function useFormFields<K extends string>(
  values: Record<K, string>,
  onValuesChange: (next: Record<K, string>) => void,
) {
  const { t } = useTranslation();
  const [errors, setErrors] = useState<FieldErrors<K>>({});

  const field = (name: K) => ({
    value: values[name],
    error: errors[name] && t(errors[name]),
    onValueChange: (value: string) => {
      onValuesChange({ ...values, [name]: value });
      if (errors[name]) setErrors(({ [name]: _fixed, ...rest }) => rest as FieldErrors<K>);
    },
  });

  const check = (form: HTMLFormElement, found: FieldErrors<K>): boolean => {
    // Render the messages before moving focus, so the focused field is already described.
    flushSync(() => setErrors(found));
    if (!hasErrors(found)) return true;
    focusFirstInvalid(form);
    return false;
  };

  return { field, check };
}

/** useFormFields over values kept in the form itself. */
export function useLocalFormFields<K extends string>(initial: Record<K, string>) {
  const [values, setValues] = useState(initial);
  return { values, setValues, ...useFormFields(values, setValues) };
}
