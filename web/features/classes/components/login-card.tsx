import type { IssuedLogin } from '#core/schemas/classes';
import { cn } from '../../../lib/cn';
import { usePageTranslation } from '../../../lib/use-page-translation';

/** The sign-in page's address without the scheme, as a student types it. */
export const signInAddress = () => `${window.location.host}/auth`;

/**
 * A student's login on a card to cut out: the class, their name, where to go, the username and the
 * password. The username and password read left to right in every language, in a face where
 * l, 1 and I differ.
 */
export function LoginCard({
  login,
  classLabel,
  className,
}: {
  login: Pick<IssuedLogin, 'name' | 'username' | 'password'>;
  classLabel: string;
  className?: string;
}) {
  const { t } = usePageTranslation('classes');
  return (
    <article
      aria-label={t('classes.loginCard.label', { name: login.name })}
      className={cn('break-inside-avoid rounded-xl border-2 border-dashed border-slate-300 bg-white p-4', className)}
      data-testid="login-card"
    >
      <p className="text-xs font-semibold wrap-anywhere text-slate-600">
        <bdi>{classLabel}</bdi>
      </p>
      <p className="text-xl font-bold wrap-anywhere text-slate-900" data-testid="login-card-name">
        <bdi>{login.name}</bdi>
      </p>
      <dl className="mt-2 grid grid-cols-[auto_minmax(0,1fr)] items-baseline gap-x-3 gap-y-1 text-sm">
        <dt className="text-slate-600">{t('classes.loginCard.goTo')}</dt>
        <dd dir="ltr" className="text-start font-semibold wrap-anywhere text-slate-900">
          {signInAddress()}
        </dd>
        <dt className="text-slate-600">{t('classes.loginCard.username')}</dt>
        <dd
          dir="ltr"
          className="text-start font-mono text-base font-bold wrap-anywhere text-slate-900"
          data-testid="login-card-username"
        >
          {login.username}
        </dd>
        <dt className="text-slate-600">{t('classes.loginCard.password')}</dt>
        <dd
          dir="ltr"
          className="text-start font-mono text-lg font-bold tracking-wide wrap-anywhere text-slate-900"
          data-testid="login-card-password"
        >
          {login.password}
        </dd>
      </dl>
      <p className="mt-2 text-xs text-slate-600 print:leading-tight">{t('classes.loginCard.note')}</p>
    </article>
  );
}
