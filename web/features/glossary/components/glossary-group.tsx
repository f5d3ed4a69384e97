import { useId } from 'react';
import { Card } from '../../../components/ui/card';
import type { GlossaryTerm } from '../hooks/use-glossary-entries';
import { GlossaryEntryItem } from './glossary-entry';

/** A group's terms under its title: a list of definitions, a landmark named by the title. */
export function GlossaryGroupSection({
  title,
  entries,
  targetId,
}: {
  title: string;
  entries: GlossaryTerm[];
  targetId: string;
}) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId}>
      <Card className="px-1 sm:px-3">
        <h2 id={headingId} className="mb-1 px-3 text-lg font-bold text-slate-900">
          {title}
        </h2>
        <dl className="divide-y divide-slate-100">
          {entries.map((entry) => (
            <GlossaryEntryItem key={entry.id} entry={entry} targeted={entry.id === targetId} />
          ))}
        </dl>
      </Card>
    </section>
  );
}
