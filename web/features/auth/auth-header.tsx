import { Link } from 'react-router';
import { BrandMark } from '../../components/brand-mark';
import { LanguagePicker } from '../../components/language-picker';

/** The auth page stands outside the app shell: the brand (back to the landing page) and the language. */
export function AuthHeader() {
  return (
    <header className="border-b border-slate-200 bg-white/90 backdrop-blur">
      <div className="mx-auto flex h-14 max-w-5xl items-center justify-between gap-2 px-4">
        <Link
          to="/landing"
          className="rounded-md focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
        >
          <BrandMark />
        </Link>
        <LanguagePicker />
      </div>
    </header>
  );
}
