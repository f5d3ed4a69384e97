// The class form's values as typed (strings for the text inputs) and their way to the API's
// classInputSchema: the same limits, checked before anything is sent, as translation keys.
import {
  CLASS_MAX_PAYCHECK_MINOR,
  CLASS_MAX_STARTING_CASH_MINOR,
  DEFAULT_CLASS_OPTIONS,
  type ClassInput,
  type ClassOptions,
  type ClassSummary,
} from '#core/schemas/classes';
import { MINOR_PER_BOLT } from '#core/money';

export const CLASS_NAME_MAX = 60;
export const DEFAULT_STARTING_BOLTS = 10_000;
export const DEFAULT_WEEKS = 4;

export interface ClassFormValues {
  name: string;
  startsOn: string;
  endsOn: string;
  /** Whole Bolts, digits only. */
  startingBolts: string;
  paycheckBolts: string;
  options: Omit<ClassOptions, 'paycheckMinor'>;
}

export type ClassFormField = 'name' | 'startsOn' | 'endsOn' | 'startingBolts' | 'paycheckBolts';
/** Field -> translation key of its message. */
export type ClassFormErrors = Partial<Record<ClassFormField, string>>;

/** A day in the browser's calendar as YYYY-MM-DD (what <input type="date"> holds). */
export function localDay(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** A new class: today for four weeks, 10,000 Bolts each, the schema's default rules. */
export function newClassValues(today = new Date()): ClassFormValues {
  const end = new Date(today.getFullYear(), today.getMonth(), today.getDate() + DEFAULT_WEEKS * 7);
  const { paycheckMinor, ...options } = DEFAULT_CLASS_OPTIONS;
  return {
    name: '',
    startsOn: localDay(today),
    endsOn: localDay(end),
    startingBolts: String(DEFAULT_STARTING_BOLTS),
    paycheckBolts: String(paycheckMinor / MINOR_PER_BOLT),
    options,
  };
}

/** A saved class, as the form edits it. */
export function classValues(saved: ClassSummary): ClassFormValues {
  const { paycheckMinor, ...options } = saved.options;
  return {
    name: saved.name,
    startsOn: saved.startsOn,
    endsOn: saved.endsOn,
    startingBolts: String(Math.trunc(saved.startingCashMinor / MINOR_PER_BOLT)),
    paycheckBolts: String(Math.trunc(paycheckMinor / MINOR_PER_BOLT)),
    options,
  };
}

/** What an amount field keeps of what was typed or pasted: digits ("10,000" and "10.000" alike). */
export const digitsOnly = (typed: string) =>
  typed
    .replace(/\D/g, '')
    .replace(/^0+(?=\d)/, '')
    .slice(0, 9);

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const isDay = (value: string) => DAY.test(value) && !Number.isNaN(Date.parse(`${value}T00:00:00Z`));
const boltsToMinor = (value: string, maxMinor: number): number | null => {
  if (!/^\d+$/.test(value)) return null;
  const minor = Number(value) * MINOR_PER_BOLT;
  return minor <= maxMinor ? minor : null;
};

export const MAX_STARTING_BOLTS = CLASS_MAX_STARTING_CASH_MINOR / MINOR_PER_BOLT;
export const MAX_PAYCHECK_BOLTS = CLASS_MAX_PAYCHECK_MINOR / MINOR_PER_BOLT;

/** The messages to show, by field; empty when the values make a valid ClassInput. */
export function validateClass(values: ClassFormValues): ClassFormErrors {
  const errors: ClassFormErrors = {};
  const name = values.name.trim();
  if (name.length < 1 || name.length > CLASS_NAME_MAX) errors.name = 'classes.form.errors.name';
  if (!isDay(values.startsOn)) errors.startsOn = 'classes.form.errors.date';
  if (!isDay(values.endsOn)) errors.endsOn = 'classes.form.errors.date';
  else if (!errors.startsOn && values.endsOn <= values.startsOn) errors.endsOn = 'classes.form.errors.endsAfter';
  if (boltsToMinor(values.startingBolts, CLASS_MAX_STARTING_CASH_MINOR) === null)
    errors.startingBolts = 'classes.form.errors.startingCash';
  if (boltsToMinor(values.paycheckBolts, CLASS_MAX_PAYCHECK_MINOR) === null)
    errors.paycheckBolts = 'classes.form.errors.paycheck';
  return errors;
}

/** The API's input from valid values (validateClass found nothing). */
export function toClassInput(values: ClassFormValues): ClassInput {
  return {
    name: values.name.trim(),
    startsOn: values.startsOn,
    endsOn: values.endsOn,
    startingCashMinor: Number(values.startingBolts) * MINOR_PER_BOLT,
    options: { ...values.options, paycheckMinor: Number(values.paycheckBolts) * MINOR_PER_BOLT },
  };
}

/** The form field a server validation issue names (its `path`), for issues the browser missed. */
export function fieldOfIssue(path: readonly (string | number)[]): ClassFormField | null {
  const [first, second] = path;
  if (first === 'name' || first === 'startsOn' || first === 'endsOn') return first;
  if (first === 'startingCashMinor') return 'startingBolts';
  if (first === 'options' && second === 'paycheckMinor') return 'paycheckBolts';
  return null;
}

/** The message of a field as the server refused it: the browser's own wording of that rule. */
export const SERVER_FIELD_MESSAGE: Record<ClassFormField, string> = {
  name: 'classes.form.errors.name',
  startsOn: 'classes.form.errors.date',
  endsOn: 'classes.form.errors.endsAfter',
  startingBolts: 'classes.form.errors.startingCash',
  paycheckBolts: 'classes.form.errors.paycheck',
};
