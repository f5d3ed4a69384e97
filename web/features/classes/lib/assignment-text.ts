import type { TFunction } from 'i18next';
import type { AssignmentTask } from '#core/schemas/classes';

const A = 'classes.assignments';

/**
 * An assignment as the class list names it: "Hold 3 companies from 2 sectors for 5 days". A lesson
 * is named by its title in the reader's language, from `lessonTitle`; by its id until that is known.
 */
export function assignmentTitle(
  t: TFunction,
  task: AssignmentTask,
  lessonTitle: (id: string) => string | undefined = () => undefined,
): string {
  switch (task.template) {
    case 'diversify': {
      const { companies, sectors, days } = task.params;
      return t(days > 0 ? `${A}.title_diversify_days` : `${A}.title_diversify`, {
        companies: t(`${A}.companies`, { count: companies }),
        sectors: t(`${A}.sectors`, { count: sectors }),
        days: t(`${A}.days`, { count: days }),
      });
    }
    case 'write_reasons':
      return t(`${A}.title_write_reasons`, { count: task.params.trades });
    case 'finish_lesson':
      return t(`${A}.title_finish_lesson`, { title: lessonTitle(task.params.lesson) ?? task.params.lesson });
    case 'limit_below_market':
    case 'beat_index':
      return t(`${A}.templates.${task.template}.name`);
  }
}
