import { Card } from '../../../components/ui/card';
import { Skeleton } from '../../../components/ui/skeleton';

/** The market panel's shape while the company list loads. */
export function MarketStatsSkeleton() {
  return (
    <Card className="space-y-4" aria-hidden>
      <div className="flex items-center gap-3">
        <Skeleton className="size-11 rounded-xl" />
        <div className="flex-1 space-y-2">
          <Skeleton className="h-5 w-40" />
          <Skeleton className="h-4 w-20" />
        </div>
      </div>
      <div className="grid grid-cols-2 gap-2 sm:grid-cols-4 sm:gap-3 lg:grid-cols-2">
        {Array.from({ length: 4 }, (_, i) => (
          <Skeleton key={i} className="h-14 rounded-xl" />
        ))}
      </div>
    </Card>
  );
}
