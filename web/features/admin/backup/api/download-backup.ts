import type { ErrorCode } from '#core/errors';
import { ApiError } from '../../../../lib/api-client';

/**
 * GET /api/admin/backup. Fetches the file (so a refusal shows as a toast, not a broken download),
 * then saves it; resolves to the file's name.
 */
export async function downloadBackup(): Promise<string> {
  const res = await fetch('/api/admin/backup', { credentials: 'same-origin' });
  if (!res.ok) {
    const body = (await res.json().catch(() => null)) as { error?: { code: ErrorCode; message: string } } | null;
    throw new ApiError(res.status, body?.error?.code ?? 'internal', body?.error?.message ?? res.statusText);
  }
  const name = /filename="([^"]+)"/.exec(res.headers.get('content-disposition') ?? '')?.[1] ?? 'bolts-backup';
  const url = URL.createObjectURL(await res.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
  return name;
}
