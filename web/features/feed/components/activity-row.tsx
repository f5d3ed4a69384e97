import { ChevronRight } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { TimeAgo } from '../../../components/time-ago';
import { SideBadge } from './side-badge';

/** One order or fill: side, shares and symbol, a detail line and when; the row opens the trading floor on that company. */
export function ActivityRow({
  companyId,
  side,
  title,
  detail,
  at,
  testId,
}: {
  companyId: string;
  side: 'buy' | 'sell';
  title: ReactNode;
  detail: ReactNode;
  at: string;
  testId: string;
}) {
  return (
    <li data-testid={testId}>
      <Link
        to={`/trade?company=${encodeURIComponent(companyId)}`}
        className="flex items-center gap-3 rounded-lg px-2 py-2 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-brand-600"
      >
        <SideBadge side={side} />
        <span className="min-w-0 flex-1">
          <span className="block truncate text-sm font-semibold text-slate-900">{title}</span>
          <span className="block text-xs text-slate-600">
            {detail}
            <span aria-hidden> · </span>
            <TimeAgo iso={at} />
          </span>
        </span>
        <ChevronRight className="flip-rtl size-4 shrink-0 text-slate-500" aria-hidden />
      </Link>
    </li>
  );
}
