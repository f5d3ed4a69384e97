import { ArrowRight, type LucideIcon } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '../../components/ui/button';
import { cn } from '../../lib/cn';

/** One of the four feature blocks: icon, title, short text and a button to sign up. */
export function FeatureCard({
  icon: Icon,
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
      <span className={cn('mb-4 flex size-12 items-center justify-center rounded-2xl', iconClassName)}>
        <Icon className="size-6" aria-hidden />
      </span>
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
