/** Grey stand-ins for news cards while the first feed page loads. */
export function FeedSkeleton({ count = 3 }: { count?: number }) {
  return (
    <>
      {Array.from({ length: count }, (_, i) => (
        <div key={i} aria-hidden className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-5">
          <div className="flex items-center gap-3">
            <div className="size-11 animate-pulse rounded-xl bg-slate-100" />
            <div className="flex-1 space-y-2">
              <div className="h-4 w-1/3 animate-pulse rounded bg-slate-100" />
              <div className="h-3 w-16 animate-pulse rounded bg-slate-100" />
            </div>
            <div className="h-4 w-16 animate-pulse rounded bg-slate-100" />
          </div>
          <div className="mt-4 h-5 w-4/5 animate-pulse rounded bg-slate-100" />
          <div className="mt-2 h-3 w-full animate-pulse rounded bg-slate-100" />
          <div className="mt-1.5 h-3 w-2/3 animate-pulse rounded bg-slate-100" />
          <div className="mt-4 flex gap-2">
            <div className="h-8 w-20 animate-pulse rounded-lg bg-slate-100" />
            <div className="h-8 w-20 animate-pulse rounded-lg bg-slate-100" />
          </div>
        </div>
      ))}
    </>
  );
}
