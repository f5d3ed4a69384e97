import { Printer, TriangleAlert } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import type { IssuedLogin } from '#core/schemas/classes';
import { Button } from '../../../components/ui/button';
import { useFormat } from '../../../lib/format';
import { usePageTranslation } from '../../../lib/use-page-translation';
import { ConfirmDialog } from './confirm-dialog';
import { LoginCard } from './login-card';
import { PrintPortal } from './print-portal';

/**
 * The logins just created, as cards to print (two a row, ten to an A4 page) or copy: their
 * passwords are in this answer only, so closing the sheet asks first.
 */
export function LoginSheet({
  logins,
  classLabel,
  onDone,
}: {
  logins: IssuedLogin[];
  classLabel: string;
  onDone: () => void;
}) {
  const { t } = usePageTranslation('classes');
  const format = useFormat();
  const [confirming, setConfirming] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);
  // Focus moves to the result, so a screen reader reads what was made.
  useEffect(() => heading.current?.focus(), []);
  const cards = (className?: string) =>
    logins.map((login) => <LoginCard key={login.userId} login={login} classLabel={classLabel} className={className} />);

  return (
    <div className="space-y-4" data-testid="login-sheet">
      <h3 ref={heading} tabIndex={-1} className="text-lg font-bold text-slate-900 focus:outline-none">
        {t('classes.logins.sheetTitle', { count: logins.length, formatted: format.integer(logins.length) })}
      </h3>
      <p className="flex items-start gap-2 rounded-xl bg-amber-50 p-3 text-sm font-medium text-amber-900 ring-1 ring-amber-200">
        <TriangleAlert className="mt-0.5 size-4 shrink-0" aria-hidden />
        {t('classes.logins.sheetWarning')}
      </p>
      <div className="flex flex-wrap gap-2">
        <Button onClick={() => window.print()}>
          <Printer className="size-4" aria-hidden />
          {t('classes.logins.print')}
        </Button>
        <Button variant="secondary" onClick={() => setConfirming(true)}>
          {t('classes.logins.done')}
        </Button>
      </div>
      <div className="grid gap-3 sm:grid-cols-2">{cards()}</div>
      <PrintPortal>
        <div className="grid grid-cols-2 gap-3">{cards('p-3')}</div>
      </PrintPortal>
      <ConfirmDialog
        open={confirming}
        title={t('classes.logins.confirmDone.title')}
        body={t('classes.logins.confirmDone.body')}
        confirmLabel={t('classes.logins.confirmDone.confirm')}
        cancelLabel={t('classes.logins.confirmDone.cancel')}
        onCancel={() => setConfirming(false)}
        onConfirm={onDone}
      />
    </div>
  );
}
