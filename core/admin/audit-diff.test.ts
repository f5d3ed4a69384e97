import { describe, expect, it } from 'vitest';
import { auditChangeLines, auditDetailLines, auditValue, type AuditValue } from './audit-diff';

const plain = { language: null, within: [] };

describe('a value in the audit log', () => {
  it.each<[string, unknown, AuditValue]>([
    ['ceo', null, { kind: 'empty' }],
    ['ceo', '', { kind: 'empty' }],
    ['ceo', 'Ada Quokka', { kind: 'text', text: 'Ada Quokka' }],
    ['company', 'eeb62fa3-fde9-4e18-8912-b05ce2769c7d', { kind: 'gone' }],
    ['priceMinor', 4250, { kind: 'bolts', minor: 4250 }],
    ['startingBalanceMinor', 0, { kind: 'bolts', minor: 0 }],
    ['prizeMaxPositionBp', 2500, { kind: 'percent', bp: 2500 }],
    ['shortBorrowFeeBpPerDay', 2, { kind: 'percent', bp: 2 }],
    ['marketTickMs', 5000, { kind: 'seconds', ms: 5000 }],
    ['bytes', 2048, { kind: 'bytes', bytes: 2048 }],
    ['employees', 1200, { kind: 'number', value: 1200 }],
    ['founded', 2015, { kind: 'text', text: '2015' }],
    ['impactScore', -3.25, { kind: 'number', value: -3.25 }],
    ['isActive', false, { kind: 'yesNo', value: false }],
    ['suspendedAt', '2026-03-04T14:05:00.000Z', { kind: 'instant', iso: '2026-03-04T14:05:00.000Z' }],
    ['weekStart', '2026-03-02', { kind: 'day', ymd: '2026-03-02' }],
    ['role', 'moderator', { kind: 'choice', field: 'role', value: 'moderator' }],
    ['sentiment', 'positive', { kind: 'choice', field: 'sentiment', value: 'positive' }],
    ['tags', ['a', null, 'b'], { kind: 'text', text: 'a, b' }],
    ['tags', [], { kind: 'empty' }],
  ])('%s = %j is %j', (field, value, expected) => {
    expect(auditValue(field, value)).toEqual(expected);
  });
});

describe('the lines of a change', () => {
  it('gives each changed field from and to, the name first and the figures after the texts', () => {
    // As a jsonb object returns them: shortest key first.
    expect(
      auditChangeLines({
        ceo: { from: 'Ada', to: 'Grace' },
        name: { from: 'Quokka', to: 'Quokka Rockets' },
        sector: { from: null, to: 'Space' },
        priceMinor: { from: 4250, to: 5000 },
        displayName: { from: 'Kim', to: 'Kimmy' },
      }).map((line) => line.field),
    ).toEqual(['name', 'priceMinor', 'sector', 'ceo', 'displayName']);
    expect(auditChangeLines({ ceo: { from: 'Ada', to: 'Grace' }, priceMinor: { from: 4250, to: 5000 } })).toEqual([
      { field: 'priceMinor', ...plain, from: { kind: 'bolts', minor: 4250 }, to: { kind: 'bolts', minor: 5000 } },
      { field: 'ceo', ...plain, from: { kind: 'text', text: 'Ada' }, to: { kind: 'text', text: 'Grace' } },
    ]);
    expect(auditChangeLines({ sector: { from: null, to: 'Space' } })).toEqual([
      { field: 'sector', ...plain, from: { kind: 'empty' }, to: { kind: 'text', text: 'Space' } },
    ]);
  });

  it('keeps a create without a before and a delete without an after, and drops their empty fields', () => {
    expect(auditChangeLines({ name: { to: 'Quokka' }, ceo: { to: null } })).toEqual([
      { field: 'name', ...plain, to: { kind: 'text', text: 'Quokka' } },
    ]);
    expect(auditChangeLines({ title: { from: 'Sale' }, clickUrl: { from: '' } })).toEqual([
      { field: 'title', ...plain, from: { kind: 'text', text: 'Sale' } },
    ]);
  });

  it('splits translations into one line per language and field that changed', () => {
    expect(
      auditChangeLines({
        translations: {
          from: { he: { description: 'ישן', story: 'אותו דבר' } },
          to: { he: { description: 'חדש', story: 'אותו דבר' }, es: { description: 'Nuevo' } },
        },
      }),
    ).toEqual([
      {
        field: 'description',
        language: 'he',
        within: [],
        from: { kind: 'text', text: 'ישן' },
        to: { kind: 'text', text: 'חדש' },
      },
      {
        field: 'description',
        language: 'es',
        within: [],
        from: { kind: 'empty' },
        to: { kind: 'text', text: 'Nuevo' },
      },
    ]);
  });

  it('walks into a list of objects by position, and leaves ids out', () => {
    expect(
      auditChangeLines({
        leaders: {
          from: [{ id: 'x1', name: 'Ada', bio: 'Old' }],
          to: [
            { id: 'x1', name: 'Ada', bio: 'New', translations: { es: { bio: 'Nueva' } } },
            { id: 'x2', name: 'Bo' },
          ],
        },
        companyId: { from: 'c-1', to: 'c-2' },
      }),
    ).toEqual([
      {
        field: 'bio',
        language: null,
        within: ['leaders', 0],
        from: { kind: 'text', text: 'Old' },
        to: { kind: 'text', text: 'New' },
      },
      {
        field: 'bio',
        language: 'es',
        within: ['leaders', 0],
        from: { kind: 'empty' },
        to: { kind: 'text', text: 'Nueva' },
      },
      {
        field: 'name',
        language: null,
        within: ['leaders', 1],
        from: { kind: 'empty' },
        to: { kind: 'text', text: 'Bo' },
      },
    ]);
  });

  it('says nothing for no changes, and nothing for a field whose value did not change', () => {
    expect(auditChangeLines(null)).toEqual([]);
    expect(auditChangeLines({ ceo: { from: 'Ada', to: 'Ada' } })).toEqual([]);
  });
});

describe('the lines of the details', () => {
  it('gives each plain fact with its kind and leaves ids out', () => {
    expect(
      auditDetailLines({
        weekStart: '2026-03-02',
        prizeMinor: 10_000,
        paid: true,
        journalId: '4b1c…',
        reason: 'Two accounts',
        note: '',
      }),
    ).toEqual([
      { field: 'weekStart', ...plain, value: { kind: 'day', ymd: '2026-03-02' } },
      { field: 'prizeMinor', ...plain, value: { kind: 'bolts', minor: 10_000 } },
      { field: 'paid', ...plain, value: { kind: 'yesNo', value: true } },
      { field: 'reason', ...plain, value: { kind: 'text', text: 'Two accounts' } },
    ]);
    expect(auditDetailLines(null)).toEqual([]);
  });
});
