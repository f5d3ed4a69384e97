import { Skeleton } from '../../../components/ui/skeleton';

const WIDTHS = ['w-12', 'w-24', 'w-20', 'w-20', 'w-24', 'w-16', 'w-24'];

/** Where the category chips will be, until the categories arrive. */
export function ChipsSkeleton() {
  return (
    <div className="flex flex-wrap gap-2">
      {WIDTHS.map((width, i) => (
        <Skeleton key={i} className={`h-9 rounded-full ${width}`} />
      ))}
    </div>
  );
}
