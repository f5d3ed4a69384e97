import { cn } from '../../../lib/cn';

/**
 * A join code in capitals, spaced out for reading across a room. Always left to right, also inside
 * Hebrew text, so "AB3K7X" never reads backwards.
 */
export function JoinCodeText({ code, className }: { code: string; className?: string }) {
  return (
    <bdi dir="ltr" className={cn('font-mono font-extrabold tracking-[0.15em] text-slate-900', className)}>
      {code}
    </bdi>
  );
}
