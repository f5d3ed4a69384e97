import { CircleAlert } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { flushSync } from 'react-dom';
import type { ClassInput } from '#core/schemas/classes';
import { Button } from '../../../components/ui/button';
import { ApiError, errorKey } from '../../../lib/api-client';
import { useFormat } from '../../../lib/format';
import { usePageTranslation } from '../../../lib/use-page-translation';
import {
  CLASS_NAME_MAX,
  digitsOnly,
  fieldOfIssue,
  MAX_PAYCHECK_BOLTS,
  MAX_STARTING_BOLTS,
  SERVER_FIELD_MESSAGE,
  toClassInput,
  validateClass,
  type ClassFormErrors,
  type ClassFormField,
  type ClassFormValues,
} from '../lib/class-form';
import { Field } from './field';
import { OptionCheckbox } from './option-checkbox';

const OPTIONS = ['limitOrders', 'shortSelling', 'boardVisible', 'teamMode', 'chat', 'reasonsRequired'] as const;

/** The issues of a 400 validation_failed that name a field of this form, as its messages. */
function serverFieldErrors(error: unknown): ClassFormErrors {
  if (!(error instanceof ApiError) || error.code !== 'validation_failed' || !Array.isArray(error.details)) return {};
  const errors: ClassFormErrors = {};
  for (const issue of error.details as { path?: (string | number)[] }[]) {
    const field = issue.path ? fieldOfIssue(issue.path) : null;
    if (field) errors[field] = SERVER_FIELD_MESSAGE[field];
  }
  return errors;
}

/**
 * A class's name, dates, starting cash and rules: the new-class page and the class page's settings.
 * Checked here with the API's own limits first; what the server still refuses shows under its
 * field, or above the button when it is about no field.
 */
export function ClassForm({
  initial,
  submitLabel,
  pendingLabel,
  onSave,
  testId,
}: {
  initial: ClassFormValues;
  submitLabel: string;
  pendingLabel: string;
  /** Sends the input; a rejection is shown by the form. */
  onSave: (input: ClassInput) => Promise<unknown>;
  testId?: string;
}) {
  const { t } = usePageTranslation('classes');
  const format = useFormat();
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<ClassFormErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  const limits = {
    startingBolts: { max: format.integer(MAX_STARTING_BOLTS) },
    paycheckBolts: { max: format.integer(MAX_PAYCHECK_BOLTS) },
  } as const;
  const message = (field: ClassFormField) => {
    const key = errors[field];
    if (!key) return undefined;
    return t(key, field === 'startingBolts' || field === 'paycheckBolts' ? limits[field] : {});
  };
  const set = (field: ClassFormField, value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    if (errors[field]) setErrors(({ [field]: _fixed, ...rest }) => rest);
  };

  const showErrors = (form: HTMLFormElement, found: ClassFormErrors) => {
    // Rendered before focus moves, so the focused field is already described by its message.
    flushSync(() => setErrors(found));
    form.querySelector<HTMLInputElement>('[aria-invalid="true"]')?.focus();
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    setFailure(null);
    const found = validateClass(values);
    if (Object.keys(found).length > 0) return showErrors(form, found);
    setPending(true);
    try {
      await onSave(toClassInput(values));
    } catch (error) {
      const fields = serverFieldErrors(error);
      if (Object.keys(fields).length > 0) showErrors(form, fields);
      else setFailure(t(errorKey(error), { defaultValue: t('errors.internal') }));
    } finally {
      setPending(false);
    }
  };

  return (
    <form noValidate onSubmit={(e) => void submit(e)} className="space-y-5" data-testid={testId}>
      <Field
        label={t('classes.form.name')}
        hint={t('classes.form.nameHint', { max: CLASS_NAME_MAX })}
        value={values.name}
        maxLength={CLASS_NAME_MAX}
        autoComplete="off"
        error={message('name')}
        onValueChange={(v) => set('name', v)}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <Field
          label={t('classes.form.startsOn')}
          type="date"
          value={values.startsOn}
          error={message('startsOn')}
          onValueChange={(v) => set('startsOn', v)}
        />
        <Field
          label={t('classes.form.endsOn')}
          type="date"
          value={values.endsOn}
          min={values.startsOn || undefined}
          error={message('endsOn')}
          onValueChange={(v) => set('endsOn', v)}
        />
      </div>
      <Field
        label={t('classes.form.startingCash')}
        hint={t('classes.form.startingCashHint', limits.startingBolts)}
        value={values.startingBolts}
        inputMode="numeric"
        autoComplete="off"
        unit={t('common.bolts')}
        inputClassName="text-start tabular-nums"
        error={message('startingBolts')}
        onValueChange={(v) => set('startingBolts', digitsOnly(v))}
      />
      <fieldset className="space-y-3">
        <legend className="mb-2 font-bold text-slate-900">{t('classes.form.rules')}</legend>
        {OPTIONS.map((option) => (
          <OptionCheckbox
            key={option}
            label={t(`classes.form.options.${option}.label`)}
            description={t(`classes.form.options.${option}.description`)}
            checked={values.options[option]}
            onCheckedChange={(checked) => setValues((v) => ({ ...v, options: { ...v.options, [option]: checked } }))}
          />
        ))}
        <Field
          label={t('classes.form.paycheck')}
          hint={t('classes.form.paycheckHint', limits.paycheckBolts)}
          value={values.paycheckBolts}
          inputMode="numeric"
          autoComplete="off"
          unit={t('common.bolts')}
          inputClassName="text-start tabular-nums"
          error={message('paycheckBolts')}
          onValueChange={(v) => set('paycheckBolts', digitsOnly(v))}
        />
      </fieldset>
      {failure ? (
        <p role="alert" className="flex items-start gap-2 rounded-xl bg-rose-50 p-3 text-sm font-medium text-rose-800">
          <CircleAlert className="mt-0.5 size-4 shrink-0" aria-hidden />
          {failure}
        </p>
      ) : null}
      <Button type="submit" size="lg" className="w-full sm:w-auto" disabled={pending} aria-busy={pending}>
        {pending ? pendingLabel : submitLabel}
      </Button>
    </form>
  );
}
