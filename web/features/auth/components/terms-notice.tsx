import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router';

const LINK = 'font-semibold text-brand-700 underline underline-offset-2 hover:text-slate-900';

/** The sign-up note; its links open in a new tab so the half-filled form stays as it is. */
export function TermsNotice() {
  const { t } = useTranslation();
  return (
    <p className="text-center text-xs leading-relaxed text-slate-600">
      <Trans
        t={t}
        i18nKey="auth.signUp.terms"
        components={{
          terms: <Link to="/terms" target="_blank" rel="noopener" className={LINK} />,
          privacy: <Link to="/privacy" target="_blank" rel="noopener" className={LINK} />,
        }}
      />
    </p>
  );
}
