import { useTranslation } from 'react-i18next';
import { Badge } from '../../../components/ui/badge';

/** "Buy" or "Sell", coloured and worded (colour is never the only cue). */
export function SideBadge({ side }: { side: 'buy' | 'sell' }) {
  const { t } = useTranslation();
  return (
    <Badge tone={side === 'buy' ? 'positive' : 'negative'} className="w-12 shrink-0 justify-center uppercase">
      {t(`activeTrades.side.${side}`)}
    </Badge>
  );
}
