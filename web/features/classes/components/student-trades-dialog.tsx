import type { ClassStudent } from '#core/schemas/classes';
import { LoadError } from '../../../components/load-error';
import { Dialog } from '../../../components/ui/dialog';
import { Skeleton } from '../../../components/ui/skeleton';
import { usePageTranslation } from '../../../lib/use-page-translation';
import { useStudentTrades } from '../api/get-student-trades';
import { StudentHoldings } from './student-holdings';
import { StudentTradeItem } from './student-trade-item';

/** One student's portfolio and trades, each with the reason they wrote; open while `student` is set. */
export function StudentTradesDialog({
  classId,
  student,
  onClose,
}: {
  classId: string;
  student: ClassStudent | null;
  onClose: () => void;
}) {
  const { t } = usePageTranslation('classes');
  const trades = useStudentTrades(classId, student?.userId ?? null);
  return (
    <Dialog
      open={student !== null}
      onClose={onClose}
      title={t('classes.students.trades.title', { name: student?.name ?? '' })}
      closeLabel={t('classes.students.trades.close')}
      className="max-w-xl"
      data-testid="student-trades-dialog"
    >
      {student ? <StudentHoldings student={student} /> : null}
      <h3 className="mt-5 mb-2 text-sm font-bold text-slate-900">{t('classes.students.trades.list')}</h3>
      {trades.isPending ? (
        <div className="space-y-3" aria-hidden>
          <Skeleton className="h-12" />
          <Skeleton className="h-12" />
        </div>
      ) : trades.error ? (
        <LoadError
          title={t('classes.students.trades.loadError')}
          error={trades.error}
          onRetry={() => void trades.refetch()}
        />
      ) : trades.data.length === 0 ? (
        <p className="text-sm text-slate-600">{t('classes.students.trades.empty')}</p>
      ) : (
        <ul className="divide-y divide-slate-100">
          {trades.data.map((trade) => (
            <StudentTradeItem key={trade.id} trade={trade} />
          ))}
        </ul>
      )}
    </Dialog>
  );
}
