import type { ClassStudent } from '#core/schemas/classes';

/** What the teacher can open for one student: their trades, a new password (issued logins), removal. */
export type StudentAction = 'trades' | 'reset' | 'remove';
export type OnStudentAction = (action: StudentAction, student: ClassStudent) => void;
