// The moderators' queue: list reports, and close one as resolved or dismissed with its audit row
// in the same transaction. Suspending the sender is the Users tab's job.
import type { AdminReport } from '#core/schemas/admin/reports';
import { inTransaction, type Db } from '../../../db/client';
import { HttpError } from '../../../http/http-error';
import { writeAudit } from '../audit';
import type { AdminReportsRepo } from './reports.repo';

export function createAdminReportsService(db: Db, repo: AdminReportsRepo) {
  return {
    list: (status: AdminReport['status'] | 'all') => repo.list({ status }),

    async resolve(
      actorId: string,
      id: string,
      { status, note }: { status: 'resolved' | 'dismissed'; note?: string | undefined },
    ): Promise<AdminReport> {
      await inTransaction(db, async (tx) => {
        const before = await repo.lockStatus(tx, id);
        if (!before) throw new HttpError(404, 'not_found', 'Report not found');
        await repo.close(tx, id, { status, by: actorId, note: note ?? null });
        await writeAudit(tx, actorId, {
          action: 'report.resolve',
          target: { type: 'report', id },
          changes: { status: { from: before, to: status } },
          ...(note ? { details: { note } } : {}),
        });
      });
      const [report] = await repo.list({ id });
      return report!;
    },
  };
}
