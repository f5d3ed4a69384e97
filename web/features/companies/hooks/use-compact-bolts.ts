import { useTranslation } from 'react-i18next';
import { MINOR_PER_BOLT } from '#core/money';
import { useFormat } from '../../../lib/format';

/** Large amounts of money, compact: 120000000000 minor -> "1.2B Bolts" (en). Negative stays signed. */
export function useCompactBolts() {
  const { t } = useTranslation();
  const format = useFormat();
  return (minor: number) => t('common.boltsAmount', { amount: format.compact(minor / MINOR_PER_BOLT) });
}
