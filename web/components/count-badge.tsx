import { useFormat } from '../lib/format';

/** A small count on the end-top corner of a header icon (99 at most); the link's label says it aloud. */
export function CountBadge({ count }: { count: number }) {
  const format = useFormat();
  if (count <= 0) return null;
  return (
    <span
      aria-hidden
      className="absolute -end-1 -top-1 min-w-5 rounded-full bg-rose-600 px-1 text-center text-xs leading-5 font-bold text-white tabular-nums"
    >
      {format.integer(Math.min(count, 99))}
    </span>
  );
}
