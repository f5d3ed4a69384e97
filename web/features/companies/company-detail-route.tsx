import { useParams } from 'react-router';
import { useSession } from '../../lib/session';
import { useCompany } from './api/get-company';
import { CompanyDetailPage } from './components/company-detail-page';
import { CompanyDetailSkeleton } from './components/company-detail-skeleton';
import { CompanyNotFound } from './components/company-not-found';

/** /company/:companyId: one company's page. */
export default function CompanyDetailRoute() {
  const { companyId = '' } = useParams();
  // Every trade button on the page (header and "Ready to Trade" card) follows the session.
  const signedIn = useSession().me !== null;
  const { data, error, isPending, isFetching, refetch } = useCompany(companyId);
  if (isPending) return <CompanyDetailSkeleton />;
  // 400 (malformed id), 404 (unknown company) and failed loads all land here.
  if (!data) return <CompanyNotFound error={error} retrying={isFetching} onRetry={() => void refetch()} />;
  return <CompanyDetailPage company={data} signedIn={signedIn} />;
}
