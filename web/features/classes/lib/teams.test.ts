import { describe, expect, it } from 'vitest';
import type { ClassTeam } from '#core/schemas/classes';
import { classStudent } from './class-student.fixture';
import { countWithoutTeam, teamOf } from './teams';

const student = (name: string, teamId: string | null) => classStudent(name, { teamId });

const team = (id: string, members: number): ClassTeam => ({
  id,
  name: `Team ${id}`,
  members,
  meanValueMinor: 1_000_000,
  meanGainBp: 0,
});

describe('students without a team', () => {
  it('counts those in no team', () => {
    const teams = [team('bulls', 1), team('bears', 1)];
    const students = [student('Noa', 'bulls'), student('Adam', null), student('Zoe', 'bears'), student('Liam', null)];
    expect(countWithoutTeam(students, teams)).toBe(2);
  });

  it('counts a student whose team the class does not list as in none, as the picker shows them', () => {
    const teams = [team('bulls', 1)];
    const noa = student('Noa', 'gone');
    expect(teamOf(noa, teams)).toBeNull();
    expect(teamOf(student('Adam', 'bulls'), teams)).toBe('bulls');
    expect(countWithoutTeam([noa, student('Adam', 'bulls')], teams)).toBe(1);
  });

  it('is everyone before the teacher makes a team', () => {
    expect(countWithoutTeam([student('Noa', null), student('Adam', null)], [])).toBe(2);
  });
});
