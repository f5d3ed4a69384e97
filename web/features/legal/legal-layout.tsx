import type { ReactNode } from 'react';
import { Trans } from 'react-i18next';
import { Link } from 'react-router';
import { BackLink } from '../../components/back-link';
import { BrandMark } from '../../components/brand-mark';
import { LanguagePicker } from '../../components/language-picker';
import { SkipLink } from '../../components/skip-link';
import { TopBar } from '../../components/top-bar';
import { usePageTranslation } from '../../lib/use-page-translation';
import { CONTACT_EMAIL } from './constants';

const LINK = 'font-semibold text-brand-700 underline underline-offset-2 hover:text-slate-900';

/** A public page of plain text (terms, privacy): readable by anyone, signed in or not. */
export function LegalLayout({
  title,
  intro,
  other,
  children,
}: {
  title: string;
  intro: string;
  /** The other legal page, linked at the end. */
  other: { to: string; label: string };
  children: ReactNode;
}) {
  const { t } = usePageTranslation('legal');
  return (
    <div className="flex min-h-dvh flex-col bg-slate-50">
      <SkipLink />
      <TopBar
        brand={
          <Link to="/landing" className="rounded-md">
            <BrandMark />
          </Link>
        }
      >
        <LanguagePicker />
      </TopBar>
      <main id="main" className="mx-auto w-full max-w-2xl flex-1 px-4 py-6 sm:py-10">
        <BackLink to="/landing" label={t('legal.back')} />
        <article className="mt-2 space-y-6 rounded-2xl bg-white p-5 text-slate-700 shadow-sm ring-1 ring-slate-200 sm:p-8">
          <header>
            <h1 className="text-2xl font-extrabold tracking-tight text-slate-900 sm:text-3xl">{title}</h1>
            <p className="mt-2 leading-relaxed">{intro}</p>
          </header>
          {children}
          <LegalSection title={t('legal.contactTitle')}>
            <p>
              <Trans
                t={t}
                i18nKey="legal.contact"
                values={{ email: CONTACT_EMAIL }}
                components={{
                  // dir isolates the address, so it reads the same inside a right-to-left sentence.
                  email: <a href={`mailto:${CONTACT_EMAIL}`} dir="ltr" className={LINK} />,
                }}
              />
            </p>
          </LegalSection>
        </article>
        <p className="mt-6 text-center text-sm">
          <Link to={other.to} className={LINK}>
            {other.label}
          </Link>
        </p>
      </main>
    </div>
  );
}

export function LegalSection({ id, title, children }: { id?: string; title: string; children: ReactNode }) {
  return (
    <section id={id} className="scroll-mt-20 space-y-2 leading-relaxed">
      <h2 className="text-lg font-bold text-slate-900">{title}</h2>
      {children}
    </section>
  );
}
