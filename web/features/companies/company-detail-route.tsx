import { useParams } from 'react-router';
import { useCompany } from './api/get-company';
import { CompanyDetailPage } from './company-detail-page';
import { CompanyDetailSkeleton } from './company-detail-skeleton';
import { CompanyNotFound } from './company-not-found';

/**
 * Accounts do not exist yet, so nobody is signed in: the page always offers "Sign Up to Trade".
 * When sessions arrive, replace this constant with the session's state; every trade button on the
 * page (header and "Ready to Trade" card) follows the `signedIn` prop.
 */
const SIGNED_IN_UNTIL_ACCOUNTS_EXIST = false;

/** /company/:companyId (SPEC §2). */
export default function CompanyDetailRoute() {
  const { companyId = '' } = useParams();
  const { data, error, isPending, isFetching, refetch } = useCompany(companyId);
  if (isPending) return <CompanyDetailSkeleton />;
  // 400 (malformed id), 404 (unknown company) and failed loads all land here (SPEC §8).
  if (!data) return <CompanyNotFound error={error} retrying={isFetching} onRetry={() => void refetch()} />;
  return <CompanyDetailPage company={data} signedIn={SIGNED_IN_UNTIL_ACCOUNTS_EXIST} />;
}
