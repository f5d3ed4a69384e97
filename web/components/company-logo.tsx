import { cn } from '../lib/cn';

/** The company's emoji logo, or the first letter of its symbol when it has none. */
export function CompanyLogo({
  logo,
  symbol,
  size = 'md',
}: {
  logo: string | null;
  symbol: string;
  size?: 'md' | 'lg';
}) {
  return (
    <span
      aria-hidden
      className={cn(
        'flex shrink-0 items-center justify-center rounded-xl bg-slate-100 font-bold text-slate-700',
        size === 'lg' ? 'size-16 text-4xl' : 'size-11 text-2xl',
      )}
    >
      {logo || symbol.charAt(0)}
    </span>
  );
}
