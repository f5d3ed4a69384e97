// One entry of the audit log: what was done, to what (by name), by whom (by name), and each
// changed field as "field: old → new" in plain words; long texts are shortened, with a button to
// read them whole.
import { useState } from 'react';
import { auditChangeLines, auditDetailLines, type AuditChangeLine, type AuditValue } from '#core/admin/audit-diff';
import type { AuditEntryView } from '#core/schemas/admin/audit';
import { usePageTranslation } from '../../../lib/use-page-translation';
import { AUDIT_SHORT_TEXT, useAuditWords } from './use-audit-words';
import { useDateTime } from './use-date-time';

const isLong = (value: AuditValue | undefined) => value?.kind === 'text' && value.text.length > AUDIT_SHORT_TEXT;

/** A person as the log names them: "Maya Cohen (@maya)", or whichever of the two is known. */
function Person({ name, username }: { name?: string | null | undefined; username?: string | null | undefined }) {
  const handle = username ? <bdi dir="ltr">@{username}</bdi> : null;
  if (name && handle)
    return (
      <>
        <bdi>{name}</bdi> ({handle})
      </>
    );
  return name ? <bdi>{name}</bdi> : handle;
}

function Value({ value, whole }: { value: AuditValue; whole: boolean }) {
  const words = useAuditWords();
  const text = words.value(value);
  const shown = !whole && isLong(value) ? `${text.slice(0, AUDIT_SHORT_TEXT).trimEnd()}…` : text;
  const faint = value.kind === 'empty' || value.kind === 'gone';
  return <bdi className={faint ? 'text-slate-600 italic' : 'font-medium'}>{shown}</bdi>;
}

function ChangeLine({ line }: { line: AuditChangeLine }) {
  const { t } = usePageTranslation('admin');
  const words = useAuditWords();
  const [whole, setWhole] = useState(false);
  const long = isLong(line.from) || isLong(line.to);
  return (
    <li className="break-words" data-testid="audit-change">
      {words.field(line)}: {line.from && <Value value={line.from} whole={whole} />}
      {line.from && line.to && (
        <>
          {' '}
          <span aria-hidden>{t('admin.audit.arrow')}</span>{' '}
          <span className="sr-only">{t('admin.audit.changedTo')} </span>
        </>
      )}
      {line.to && <Value value={line.to} whole={whole} />}
      {long && (
        <button
          type="button"
          className="ms-2 rounded text-xs font-semibold text-brand-700 underline focus-visible:outline-2 focus-visible:outline-brand-600"
          aria-expanded={whole}
          onClick={() => setWhole((w) => !w)}
        >
          {whole ? t('admin.audit.showLess') : t('admin.audit.showAll')}
        </button>
      )}
    </li>
  );
}

export function AuditEntry({ entry }: { entry: AuditEntryView }) {
  const { t } = usePageTranslation('admin');
  const dateTime = useDateTime();
  const words = useAuditWords();
  const changes = auditChangeLines(entry.changes);
  const details = auditDetailLines(entry.details);
  const target = entry.target;
  return (
    <li className="py-3" data-testid="audit-entry">
      <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
        <p className="min-w-0 font-semibold break-words text-slate-900">
          {t(`admin.audit.actions.${entry.action}`, { defaultValue: entry.action })}
          {target && (
            <span className="font-normal text-slate-700" data-testid="audit-target">
              {' · '}
              {t(`admin.audit.targets.${target.type}`, { defaultValue: target.type })}{' '}
              <span className="font-medium">
                <Person name={target.name} username={target.username} />
              </span>
            </span>
          )}
        </p>
        <p className="text-xs text-slate-600">
          <time dateTime={entry.createdAt}>{dateTime(entry.createdAt)}</time>
        </p>
      </div>
      <p className="text-sm text-slate-700" data-testid="audit-actor">
        {entry.actor ? (
          <>
            {t('admin.audit.by')} <Person name={entry.actor.name} username={entry.actor.username} />
          </>
        ) : (
          t('admin.audit.deletedActor')
        )}
      </p>
      {changes.length > 0 && (
        <ul className="mt-1 space-y-0.5 text-sm text-slate-800">
          {changes.map((line, i) => (
            <ChangeLine key={i} line={line} />
          ))}
        </ul>
      )}
      {details.length > 0 && (
        <p className="mt-1 text-xs break-words text-slate-600">
          {details.map((line, i) => (
            <span key={i}>
              {i > 0 && ' · '}
              {words.field(line)}: <bdi>{words.value(line.value)}</bdi>
            </span>
          ))}
        </p>
      )}
    </li>
  );
}
