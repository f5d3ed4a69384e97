import { useQuery } from '@tanstack/react-query';
import { useChosenGame } from '../../../lib/chosen-game';
import { useSession } from '../../../lib/session';
import { portfolioQueryOptions } from '../../../lib/trading';
import { useCompanyList } from '../api/get-company-list';
import { figureCompany, type FigureCompany } from '../lib/figure-company';

/**
 * The company a figure draws (lib/figure-company): the signed-in player's largest holding in the
 * game they play, else the first listed company. A portfolio that fails to load only costs the
 * choice: the first listed company stands in.
 */
export function useFigureCompany(): { company: FigureCompany | null; isPending: boolean; isError: boolean } {
  const { me } = useSession();
  const { gameId, ready } = useChosenGame();
  const portfolio = useQuery({ ...portfolioQueryOptions(gameId), enabled: !!me && ready });
  const companies = useCompanyList();
  const holdingsKnown = !me || portfolio.isSuccess || portfolio.isError;
  if (!companies.data || !holdingsKnown)
    return { company: null, isPending: !companies.isError, isError: companies.isError };
  return {
    company: figureCompany(portfolio.data?.holdings ?? [], companies.data.companies),
    isPending: false,
    isError: false,
  };
}
