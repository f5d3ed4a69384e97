import { ArrowLeft } from 'lucide-react';
import { Link } from 'react-router';

/** "Back to …" at the top of a page; the arrow points the reading direction's way back. */
export function BackLink({ to, label }: { to: string; label: string }) {
  return (
    <Link
      to={to}
      className="-ms-2 inline-flex h-10 items-center gap-1.5 rounded-lg px-2 text-sm font-semibold text-slate-700 hover:bg-slate-100 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-brand-600"
    >
      <ArrowLeft className="flip-rtl size-4" aria-hidden />
      {label}
    </Link>
  );
}
