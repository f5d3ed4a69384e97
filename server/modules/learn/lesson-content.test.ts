// The lessons and the glossary are content: every lesson and every term in every language, and a
// broken lesson refused with a message that names what is wrong.
import { cpSync, mkdtempSync, readFileSync, rmSync, unlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { GLOSSARY_TERM_IDS } from '#core/learn/glossary';
import { LESSON_LANGUAGES } from '#core/learn/lessons';
import { contentFolder, readLesson, readLessons } from './lesson-content';

const lessonsRoot = path.join(contentFolder(), 'lessons');
const glossary = (language: string) =>
  JSON.parse(readFileSync(path.join(contentFolder(), '../locales/glossary', `${language}.json`), 'utf8')).glossary as {
    terms: Record<string, { term: string; definition: string }>;
  };

describe('the lessons', () => {
  it('are at least 20, each in every language, in one order without gaps', () => {
    const lessons = readLessons();
    expect(lessons.length).toBeGreaterThanOrEqual(20);
    expect(lessons.map((l) => l.meta.order)).toEqual(lessons.map((_, i) => i + 1));
    for (const lesson of lessons) expect(Object.keys(lesson.text).sort()).toEqual([...LESSON_LANGUAGES].sort());
  });

  it('only name glossary terms that every language defines', () => {
    for (const lesson of readLessons())
      for (const term of lesson.meta.terms)
        for (const language of LESSON_LANGUAGES) expect(glossary(language).terms[term]?.definition).toBeTruthy();
  });
});

describe('a broken lesson', () => {
  let dir = '';
  const copy = () => {
    dir = mkdtempSync(path.join(tmpdir(), 'bolts-lesson-'));
    const folder = path.join(dir, 'market-vs-limit');
    cpSync(path.join(lessonsRoot, 'market-vs-limit'), folder, { recursive: true });
    return folder;
  };
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('is refused when a language is missing', () => {
    const folder = copy();
    unlinkSync(path.join(folder, 'he.json'));
    expect(() => readLesson(folder)).toThrow(/market-vs-limit has no he\.json/);
  });

  it("is refused when a language's options do not fit the answer key", () => {
    const folder = copy();
    const file = path.join(folder, 'es.json');
    const text = JSON.parse(readFileSync(file, 'utf8'));
    text.quiz[0].options.pop();
    writeFileSync(file, JSON.stringify(text));
    expect(() => readLesson(folder)).toThrow(/es\.json question 1 has 2 options/);
  });

  it('is refused when its answer is past its options, or its folder names another lesson', () => {
    const folder = copy();
    const file = path.join(folder, 'lesson.json');
    const meta = JSON.parse(readFileSync(file, 'utf8'));
    writeFileSync(file, JSON.stringify({ ...meta, quiz: [{ options: 3, answer: 3 }, meta.quiz[1]] }));
    expect(() => readLesson(folder)).toThrow(/lesson\.json is not valid/);
    writeFileSync(file, JSON.stringify({ ...meta, id: 'another-lesson' }));
    expect(() => readLesson(folder)).toThrow(/holds lesson "another-lesson"/);
  });
});

describe('the glossary', () => {
  it('defines every term in every language, and nothing else', () => {
    for (const language of LESSON_LANGUAGES) {
      const { terms } = glossary(language);
      expect(Object.keys(terms).sort()).toEqual([...GLOSSARY_TERM_IDS].sort());
      for (const id of GLOSSARY_TERM_IDS) {
        expect(terms[id]!.term.trim()).not.toBe('');
        expect(terms[id]!.definition.length).toBeLessThanOrEqual(420);
      }
    }
  });
});
