import { useTranslation } from 'react-i18next';
import { cn } from '../../lib/cn';
import { shortTradeKind } from '../../lib/shorts';
import { Badge } from '../ui/badge';

/** "Short sale" or "Cover" on a fill that opened or bought back a short; nothing on the others. */
export function ShortKindBadge({
  trade,
  className,
}: {
  trade: { side: 'buy' | 'sell'; shortQuantity?: number };
  className?: string;
}) {
  const { t } = useTranslation();
  const kind = shortTradeKind(trade);
  if (!kind) return null;
  return (
    <Badge tone="brand" className={cn('px-2 py-0', className)} data-testid="trade-kind" data-kind={kind}>
      {t(`shorts.kind.${kind}`)}
    </Badge>
  );
}
