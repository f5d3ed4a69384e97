import type { LucideIcon } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import { Card, CardTitle } from '../../../components/ui/card';

/** A titled settings card: a region named by its h2, with an optional line of explanation. */
export function SettingsSection({
  title,
  description,
  icon: Icon,
  children,
}: {
  title: string;
  description?: string;
  icon: LucideIcon;
  children: ReactNode;
}) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId}>
      <Card>
        <CardTitle id={headingId} className="mb-1 flex items-center gap-2">
          <Icon className="size-5 shrink-0 text-brand-600" aria-hidden />
          {title}
        </CardTitle>
        {description && <p className="text-sm text-slate-600">{description}</p>}
        <div className="mt-4">{children}</div>
      </Card>
    </section>
  );
}
