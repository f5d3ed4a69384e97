import { ArrowRight, type LucideIcon } from 'lucide-react';
import { Link } from 'react-router';
import { IconTile } from '../../../components/icon-tile';
import { Button } from '../../../components/ui/button';
import { cn } from '../../../lib/cn';

/** One of the four feature blocks: icon, title, short text and a button to sign up. */
export function FeatureCard({
  icon,
  iconClassName,
  title,
  body,
  cta,
}: {
  icon: LucideIcon;
  iconClassName: string;
  title: string;
  body: string;
  cta: string;
}) {
  return (
    <li className="flex flex-col rounded-2xl bg-slate-50 p-5 ring-1 ring-slate-200 sm:p-6">
      <IconTile icon={icon} className={cn('mb-4 size-12 rounded-2xl', iconClassName)} iconClassName="size-6" />
      <h3 className="text-lg font-bold text-slate-900">{title}</h3>
      <p className="mt-2 flex-1 text-slate-600">{body}</p>
      <Button variant="secondary" className="mt-5 self-start" asChild>
        <Link to="/auth">
          {cta}
          <ArrowRight className="size-4 flip-rtl" aria-hidden />
        </Link>
      </Button>
    </li>
  );
}
