import { useTranslation } from 'react-i18next';
import { BrandMark } from '../../components/brand-mark';
import { LoadError } from '../../components/load-error';
import { TopBar } from '../../components/top-bar';

/**
 * Asking who is signed in failed (the server or the connection): the page cannot be chosen yet. The
 * error and a retry, under the top bar every page has, rather than a sign-in page the player does
 * not need.
 */
export function SessionError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <div className="flex min-h-dvh flex-col">
      <TopBar brand={<BrandMark />} />
      <main id="main" className="mx-auto w-full max-w-md flex-1 px-4 pt-8">
        <LoadError title={t('shell.sessionFailed')} error={error} onRetry={onRetry} />
      </main>
    </div>
  );
}
