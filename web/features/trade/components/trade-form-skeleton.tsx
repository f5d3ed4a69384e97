import { Card } from '../../../components/ui/card';
import { Skeleton } from '../../../components/ui/skeleton';

/** The trade form's shape while the company list loads. */
export function TradeFormSkeleton() {
  return (
    <Card className="space-y-4" aria-hidden>
      <Skeleton className="h-6 w-32" />
      <Skeleton className="h-13 rounded-xl" />
      <Skeleton className="h-11 rounded-xl" />
      <Skeleton className="h-12 rounded-lg" />
      <Skeleton className="h-28 rounded-xl" />
      <Skeleton className="h-12 rounded-xl" />
    </Card>
  );
}
