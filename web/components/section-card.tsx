import type { LucideIcon } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import { cn } from '../lib/cn';
import { Card, CardTitle } from './ui/card';

/** A titled card of a page: a landmark region named by its h2, with an icon before the title. */
export function SectionCard({
  title,
  icon: Icon,
  className,
  children,
}: {
  title: string;
  icon: LucideIcon;
  className?: string;
  children: ReactNode;
}) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className={cn('min-w-0', className)}>
      <Card className="h-full">
        <CardTitle id={headingId} className="flex items-center gap-2">
          <Icon className="size-5 shrink-0 text-brand-600" aria-hidden />
          {title}
        </CardTitle>
        {children}
      </Card>
    </section>
  );
}
