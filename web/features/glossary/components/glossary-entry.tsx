import { cn } from '../../../lib/cn';
import type { GlossaryTerm } from '../hooks/use-glossary-entries';

/**
 * One term and its definition, at its own address (/learn/glossary#<id>); the term the address
 * names flashes once, so the eye finds it after the jump.
 */
export function GlossaryEntryItem({ entry, targeted }: { entry: GlossaryTerm; targeted: boolean }) {
  return (
    <div
      id={entry.id}
      tabIndex={-1}
      data-testid="glossary-term"
      className={cn('scroll-mt-20 rounded-xl px-3 py-2.5 outline-none', targeted && 'animate-flash')}
    >
      <dt className="font-bold text-slate-900">{entry.term}</dt>
      <dd className="mt-0.5 leading-relaxed text-slate-700">{entry.definition}</dd>
    </div>
  );
}
