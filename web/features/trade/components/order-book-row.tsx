import type { BookLevel } from '#core/schemas/market-data';
import { BookLevelRow } from '../../../components/book-level-row';
import { Term } from '../../../components/term';
import { useFormat } from '../../../lib/format';
import { usePageTranslation } from '../../../lib/use-page-translation';

/** One level of the trading floor's book; a `marked` row's name opens its glossary definition. */
export function OrderBookRow({
  side,
  level,
  maxQuantity,
  marked = false,
}: {
  side: 'ask' | 'bid';
  level: BookLevel;
  maxQuantity: number;
  marked?: boolean;
}) {
  const { t } = usePageTranslation('trade');
  const format = useFormat();
  const name = t(`trade.book.${side}`);
  return (
    <BookLevelRow
      side={side}
      level={level}
      maxQuantity={maxQuantity}
      testId={`book-${side}`}
      name={marked ? <Term id={side}>{name}</Term> : name}
      playerPart={t('trade.book.playerPart', {
        count: level.playerQuantity,
        value: format.integer(level.playerQuantity),
      })}
    />
  );
}
