import { Skeleton } from '../../../components/ui/skeleton';

export function CardSkeleton({ rows }: { rows: number }) {
  return (
    <div aria-hidden className="space-y-3 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-6">
      <Skeleton className="h-6 w-40" />
      <div className="grid gap-3 sm:grid-cols-3">
        {Array.from({ length: rows }, (_, i) => (
          <Skeleton key={i} className="h-20 rounded-xl" />
        ))}
      </div>
    </div>
  );
}

/** The wallet, portfolio and statistics cards' shape while their figures load. */
export function StatsSkeleton() {
  return (
    <>
      <CardSkeleton rows={3} />
      <CardSkeleton rows={3} />
      <div className="grid gap-4 lg:grid-cols-2">
        <CardSkeleton rows={2} />
        <CardSkeleton rows={3} />
      </div>
    </>
  );
}
