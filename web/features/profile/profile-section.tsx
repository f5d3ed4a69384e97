import type { LucideIcon } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import { Card, CardTitle } from '../../components/ui/card';
import { cn } from '../../lib/cn';

/** A titled card of the profile page: a region named by its h2. */
export function ProfileSection({
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
