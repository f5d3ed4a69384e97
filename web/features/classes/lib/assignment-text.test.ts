// Assignment titles as the teacher's list shows them, through i18next with the real locale files.
import { readFileSync } from 'node:fs';
import i18next from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import type { AssignmentTask } from '#core/schemas/classes';
import { assignmentTitle } from './assignment-text';

const i18n = i18next.createInstance();
beforeAll(async () => {
  const resources = Object.fromEntries(
    ['en', 'he', 'es'].map((lang) => [
      lang,
      {
        classes: JSON.parse(readFileSync(new URL(`../../../../locales/classes/${lang}.json`, import.meta.url), 'utf8')),
      },
    ]),
  );
  await i18n.init({ resources, lng: 'en', fallbackLng: 'en', ns: ['classes'], defaultNS: 'classes' });
});

const titleIn = (lang: string, task: AssignmentTask, lessonTitle?: (id: string) => string | undefined) =>
  assignmentTitle(i18n.getFixedT(lang), task, lessonTitle);

const lesson: AssignmentTask = { template: 'finish_lesson', params: { lesson: 'what-is-a-share' } };
const titles: Record<string, string> = { 'what-is-a-share': 'What is a share?' };

describe('an assignment title', () => {
  it("names a lesson by its title, in the reader's language", () => {
    expect(titleIn('en', lesson, (id) => titles[id])).toBe('Finish the lesson “What is a share?”');
    expect(titleIn('he', lesson, () => 'מהי מניה?')).toBe('לסיים את השיעור „מהי מניה?”');
    expect(titleIn('es', lesson, () => '¿Qué es una acción?')).toBe('Terminar la lección «¿Qué es una acción?»');
  });

  it('names a lesson by its id while the lessons load', () => {
    expect(titleIn('en', lesson)).toBe('Finish the lesson “what-is-a-share”');
    expect(titleIn('en', lesson, () => undefined)).toBe('Finish the lesson “what-is-a-share”');
  });

  it('counts what the other templates ask for', () => {
    const diversify: AssignmentTask = { template: 'diversify', params: { companies: 3, sectors: 2, days: 5 } };
    expect(titleIn('en', diversify)).toBe('Hold 3 companies from 2 sectors for 5 days');
    expect(titleIn('he', { template: 'write_reasons', params: { trades: 2 } })).toBe('לכתוב נימוק לשתי עסקאות');
    expect(titleIn('es', { template: 'beat_index', params: {} })).toBe('Superar al Índice Bolts esta semana');
  });
});
