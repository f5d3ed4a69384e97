import { describe, expect, it } from 'vitest';
import type { ClassStudent } from '#core/schemas/classes';
import { classStudent } from './class-student.fixture';
import { DEFAULT_SORT, nextSort, sortStudents, type StudentSort } from './student-sort';

const student = classStudent;

const names = (list: ClassStudent[]) => list.map((s) => s.name);
const by = (key: StudentSort['key'], direction: StudentSort['direction']): StudentSort => ({ key, direction });

const noa = student('Noa', { rank: 2, score: 1.5, valueMinor: 1_050_000, gainBp: 500, trades: 4 });
const adam = student('adam', { rank: 1, score: 2.25, valueMinor: 1_020_000, gainBp: 200, trades: 9 });
const zoe = student('Zoe', { lastActiveAt: '2026-03-02T09:00:00.000Z', trades: 4 });
const liam = student('Liam', { lastActiveAt: '2026-03-03T09:00:00.000Z', valueMinor: 990_000, gainBp: -100 });
const all = [zoe, noa, liam, adam];

describe('the students table order', () => {
  it('starts as the class board does: ranked students first, then the rest by name', () => {
    expect(names(sortStudents(all, DEFAULT_SORT))).toEqual(['adam', 'Noa', 'Liam', 'Zoe']);
  });

  it('sorts names in the alphabet, whatever their case, and reverses', () => {
    expect(names(sortStudents(all, by('name', 'ascending')))).toEqual(['adam', 'Liam', 'Noa', 'Zoe']);
    expect(names(sortStudents(all, by('name', 'descending')))).toEqual(['Zoe', 'Noa', 'Liam', 'adam']);
  });

  it('keeps students with no figure last both ways: no score, never active', () => {
    expect(names(sortStudents(all, by('score', 'descending')))).toEqual(['adam', 'Noa', 'Liam', 'Zoe']);
    expect(names(sortStudents(all, by('score', 'ascending')))).toEqual(['Noa', 'adam', 'Liam', 'Zoe']);
    expect(names(sortStudents(all, by('lastActive', 'descending')))).toEqual(['Liam', 'Zoe', 'adam', 'Noa']);
    expect(names(sortStudents(all, by('lastActive', 'ascending')))).toEqual(['Zoe', 'Liam', 'adam', 'Noa']);
  });

  it('breaks ties by name: Noa and Zoe both made 4 trades', () => {
    expect(names(sortStudents(all, by('trades', 'descending')))).toEqual(['adam', 'Noa', 'Zoe', 'Liam']);
  });

  it('sorts the return, losses below the flat', () => {
    expect(names(sortStudents(all, by('return', 'descending')))).toEqual(['Noa', 'adam', 'Zoe', 'Liam']);
  });

  it('sorts lessons finished, most first, ties by name: Liam and Zoe both finished none', () => {
    const lessons = [student('Zoe'), student('Noa', { lessons: 3 }), student('Liam'), student('adam', { lessons: 5 })];
    expect(names(sortStudents(lessons, by('lessons', 'descending')))).toEqual(['adam', 'Noa', 'Liam', 'Zoe']);
    expect(names(sortStudents(lessons, by('lessons', 'ascending')))).toEqual(['Liam', 'Zoe', 'Noa', 'adam']);
  });

  it('sorts Hebrew names in the Hebrew alphabet', () => {
    const hebrew = [student('תמר'), student('אורי'), student('מיכל')];
    expect(names(sortStudents(hebrew, by('name', 'ascending'), 'he'))).toEqual(['אורי', 'מיכל', 'תמר']);
  });

  it('does not change the list it was given', () => {
    const before = names(all);
    sortStudents(all, by('value', 'descending'));
    expect(names(all)).toEqual(before);
  });
});

describe('choosing a column', () => {
  it('starts figures with the largest, names and rank with the first, and reverses on a second choice', () => {
    expect(nextSort(DEFAULT_SORT, 'value')).toEqual(by('value', 'descending'));
    expect(nextSort(by('value', 'descending'), 'name')).toEqual(by('name', 'ascending'));
    expect(nextSort(by('value', 'descending'), 'value')).toEqual(by('value', 'ascending'));
    expect(nextSort(DEFAULT_SORT, 'rank')).toEqual(by('rank', 'descending'));
    expect(nextSort(DEFAULT_SORT, 'lessons')).toEqual(by('lessons', 'descending'));
  });
});
