import type { LucideIcon } from 'lucide-react';
import { cn } from '../../lib/cn';

/** An icon, a title and one or two sentences: the building block of steps 2 and 3. */
export function InfoTile({
  icon: Icon,
  tone,
  title,
  body,
}: {
  icon: LucideIcon;
  tone: string;
  title: string;
  body: string;
}) {
  return (
    <li className="flex items-start gap-3 rounded-2xl bg-white p-4 text-start ring-1 ring-slate-200">
      <span className={cn('flex size-11 shrink-0 items-center justify-center rounded-xl', tone)}>
        <Icon className="size-6" aria-hidden />
      </span>
      <div className="min-w-0">
        <h2 className="font-bold text-slate-900">{title}</h2>
        <p className="mt-0.5 text-sm text-slate-600">{body}</p>
      </div>
    </li>
  );
}
