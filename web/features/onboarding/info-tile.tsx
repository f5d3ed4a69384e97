import type { LucideIcon } from 'lucide-react';
import { IconTile } from '../../components/icon-tile';
import { cn } from '../../lib/cn';

/** An icon, a title and one or two sentences: the building block of steps 2 and 3. */
export function InfoTile({ icon, tone, title, body }: { icon: LucideIcon; tone: string; title: string; body: string }) {
  return (
    <li className="flex items-start gap-3 rounded-2xl bg-white p-4 text-start ring-1 ring-slate-200">
      <IconTile icon={icon} className={cn('size-11', tone)} iconClassName="size-6" />
      <div className="min-w-0">
        <h2 className="font-bold text-slate-900">{title}</h2>
        <p className="mt-0.5 text-sm text-slate-600">{body}</p>
      </div>
    </li>
  );
}
