import { MousePointerClick } from 'lucide-react';
import { usePageTranslation } from '../../../lib/use-page-translation';
import { Card } from '../../../components/ui/card';

/** Shown where the market panel goes when there is no company to show (none listed or matched). */
export function SelectCompanyPrompt() {
  const { t } = usePageTranslation('trade');
  return (
    <Card className="flex flex-col items-center py-10 text-center">
      <MousePointerClick className="size-10 text-brand-600" aria-hidden />
      <p className="mt-3 font-semibold text-slate-900">{t('trade.selectCompany')}</p>
    </Card>
  );
}
