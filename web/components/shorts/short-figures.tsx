import { useTranslation } from 'react-i18next';
import type { PortfolioFigures } from '#core/schemas/games';
import { cn } from '../../lib/cn';
import { BoltPrice } from '../bolt-price';
import { Term } from '../term';

/**
 * A portfolio's short figures when it has any (docs/rules.md#short-selling): the cash held as
 * collateral (part of cash, not spendable) and what buying every short back would cost (taken off
 * the portfolio's value). Nothing at all without shorts.
 */
export function ShortFigures({
  figures,
  className,
}: {
  figures: Pick<PortfolioFigures, 'shortCollateralMinor' | 'shortLiabilityMinor'>;
  className?: string;
}) {
  const { t } = useTranslation();
  if (!figures.shortCollateralMinor && !figures.shortLiabilityMinor) return null;
  const rows = [
    { key: 'shortCollateral', minor: figures.shortCollateralMinor, testId: 'short-collateral-total' },
    { key: 'shortLiability', minor: figures.shortLiabilityMinor, testId: 'short-liability-total' },
  ] as const;
  return (
    <dl className={cn('space-y-1 text-sm', className)}>
      {rows.map(({ key, minor, testId }) => (
        <div key={key} className="flex items-center justify-between gap-3">
          <dt className="text-slate-700">
            <Term id="short-selling">{t(`money.${key}`)}</Term>
          </dt>
          <dd data-testid={testId}>
            <BoltPrice minor={minor} className="text-slate-900" />
          </dd>
        </div>
      ))}
    </dl>
  );
}

/** Cash held back for open buy orders: reserved cash less what shorts hold as collateral. */
export const reservedForOrdersMinor = (figures: Pick<PortfolioFigures, 'reservedCashMinor' | 'shortCollateralMinor'>) =>
  figures.reservedCashMinor - (figures.shortCollateralMinor ?? 0);
