import { usePageTranslation } from '../../../lib/use-page-translation';
import { Badge } from '../../../components/ui/badge';

/** "Buy" or "Sell", coloured and worded (colour is never the only cue). */
export function TradeSideBadge({ side }: { side: 'buy' | 'sell' }) {
  const { t } = usePageTranslation('profile');
  return (
    <Badge tone={side === 'buy' ? 'positive' : 'negative'} className="w-12 justify-center uppercase">
      {t(`portfolio.side.${side}`)}
    </Badge>
  );
}
