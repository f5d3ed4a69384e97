import { Link } from 'react-router';
import { CompanyLogo } from '../../../components/company-logo';

/** Who the figure is about: the company's logo and name (a link to its page) and one line on why it. */
export function FigureTitle({
  company,
  note,
}: {
  company: { id: string; name: string; symbol: string; logo: string };
  note?: string;
}) {
  return (
    <div className="mb-3 flex min-w-0 items-center gap-3">
      <CompanyLogo logo={company.logo} symbol={company.symbol} />
      <div className="min-w-0">
        <p className="font-bold text-slate-900">
          <Link
            to={`/company/${company.id}`}
            className="underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-brand-600"
          >
            <bdi>{company.name}</bdi>
          </Link>{' '}
          <span className="font-mono text-sm font-semibold text-slate-600">{company.symbol}</span>
        </p>
        {note ? <p className="text-sm text-slate-600">{note}</p> : null}
      </div>
    </div>
  );
}
