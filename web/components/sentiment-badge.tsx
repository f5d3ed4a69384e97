import { useTranslation } from 'react-i18next';
import type { Sentiment } from '#core/news';
import { Badge } from './ui/badge';

const tone = { positive: 'positive', neutral: 'neutral', negative: 'negative' } as const;

export function SentimentBadge({ sentiment }: { sentiment: Sentiment }) {
  const { t } = useTranslation();
  return <Badge tone={tone[sentiment]}>{t(`sentiment.${sentiment}`)}</Badge>;
}
