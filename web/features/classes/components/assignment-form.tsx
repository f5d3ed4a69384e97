import { Plus } from 'lucide-react';
import { useId, useState } from 'react';
import {
  ASSIGNMENT_LIMITS,
  assignmentInputSchema,
  assignmentTaskSchema,
  type AssignmentTask,
} from '#core/schemas/classes';
import { Button } from '../../../components/ui/button';
import { errorKey } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { usePageTranslation } from '../../../lib/use-page-translation';
import { useCreateAssignment } from '../api/create-assignment';
import { useLessons } from '../api/get-lessons';
import { Field } from './field';
import { LessonSelect } from './lesson-select';

const A = 'classes.assignments';
type Counts = { companies: string; sectors: string; days: string; trades: string };
const START: Counts = { companies: '3', sectors: '2', days: '0', trades: '3' };
type Template = AssignmentTask['template'];
/** Every template the server knows, in the schema's order. */
const TEMPLATES: Template[] = assignmentTaskSchema.options.map((o) => o.shape.template.value);

/** Pick a task from the list (each with what "done" means), its numbers, an optional due day. */
export function AssignmentForm({ classId }: { classId: string }) {
  const { t } = usePageTranslation('classes');
  const create = useCreateAssignment(classId);
  const [template, setTemplate] = useState<Template>('limit_below_market');
  const [counts, setCounts] = useState<Counts>(START);
  const lessons = useLessons();
  // Until the teacher picks one, the first lesson.
  const [pickedLesson, setLesson] = useState<string>();
  const lesson = pickedLesson ?? lessons.data?.[0]?.id;
  const [dueOn, setDueOn] = useState('');
  const groupId = useId();

  const params =
    template === 'diversify'
      ? { companies: Number(counts.companies), sectors: Number(counts.sectors), days: Number(counts.days) }
      : template === 'write_reasons'
        ? { trades: Number(counts.trades) }
        : template === 'finish_lesson'
          ? { lesson }
          : {};
  const parsed = assignmentInputSchema.safeParse({ template, params, dueOn: dueOn || null });
  const issue = (name: keyof Counts) =>
    parsed.success ? undefined : parsed.error.issues.find((i) => i.path.at(-1) === name);

  const number = (name: keyof Counts, limits: { min: number; max: number }) => {
    const problem = issue(name);
    return (
      <Field
        label={t(`${A}.params.${name}`)}
        type="number"
        inputMode="numeric"
        min={limits.min}
        max={limits.max}
        step={1}
        required
        value={counts[name]}
        onValueChange={(value) => setCounts((c) => ({ ...c, [name]: value }))}
        hint={t(`${A}.params.range`, limits)}
        error={
          problem
            ? name === 'sectors' && problem.code === 'custom'
              ? t(`${A}.params.sectorsTooMany`)
              : t(`${A}.params.range`, limits)
            : undefined
        }
      />
    );
  };

  function submit(event: React.FormEvent) {
    event.preventDefault();
    if (!parsed.success) return;
    create.mutate(parsed.data, {
      onSuccess: () => {
        toast.success(t(`${A}.created`));
        setDueOn('');
      },
      onError: (error) =>
        toast.error(t(`${A}.createFailed`), {
          description: t(errorKey(error), { defaultValue: t('errors.internal') }),
        }),
    });
  }

  return (
    <form onSubmit={submit} className="space-y-4" data-testid="assignment-form" noValidate>
      <fieldset className="space-y-2">
        <legend id={groupId} className="mb-2 text-sm font-semibold text-slate-800">
          {t(`${A}.template`)}
        </legend>
        {TEMPLATES.map((name) => (
          <label
            key={name}
            className="flex cursor-pointer items-start gap-3 rounded-xl border border-slate-200 bg-white p-3 has-checked:border-brand-500/40 has-checked:bg-brand-50"
          >
            <input
              type="radio"
              name={groupId}
              value={name}
              checked={template === name}
              onChange={() => setTemplate(name)}
              className="mt-1 size-4 shrink-0 accent-brand-600"
            />
            <span className="min-w-0">
              <span className="block font-semibold text-slate-900">{t(`${A}.templates.${name}.name`)}</span>
              <span className="block text-sm text-slate-600">{t(`${A}.templates.${name}.explain`)}</span>
            </span>
          </label>
        ))}
      </fieldset>
      {template === 'diversify' && (
        <div className="grid gap-3 sm:grid-cols-3">
          {number('companies', ASSIGNMENT_LIMITS.diversify.companies)}
          {number('sectors', ASSIGNMENT_LIMITS.diversify.sectors)}
          {number('days', ASSIGNMENT_LIMITS.diversify.days)}
        </div>
      )}
      {template === 'write_reasons' && (
        <div className="grid gap-3 sm:grid-cols-3">{number('trades', ASSIGNMENT_LIMITS.write_reasons.trades)}</div>
      )}
      {template === 'finish_lesson' && <LessonSelect value={lesson} onChange={setLesson} />}
      <Field
        label={t(`${A}.dueOn`)}
        type="date"
        value={dueOn}
        onValueChange={setDueOn}
        hint={t(`${A}.dueHint`)}
        className="sm:max-w-xs"
      />
      <Button type="submit" disabled={!parsed.success || create.isPending} aria-busy={create.isPending}>
        <Plus className="size-4" aria-hidden />
        {create.isPending ? t(`${A}.creating`) : t(`${A}.create`)}
      </Button>
    </form>
  );
}
