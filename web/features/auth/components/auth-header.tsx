import { Link } from 'react-router';
import { BrandMark } from '../../../components/brand-mark';
import { LanguagePicker } from '../../../components/language-picker';
import { TopBar } from '../../../components/top-bar';

/** The auth page stands outside the app shell: the brand (back to the landing page) and the language. */
export function AuthHeader() {
  return (
    <TopBar
      narrow
      brand={
        <Link
          to="/landing"
          className="rounded-md focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
        >
          <BrandMark />
        </Link>
      }
    >
      <LanguagePicker />
    </TopBar>
  );
}
