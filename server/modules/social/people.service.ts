// Finding people to add as friends (docs/rules.md#friends-and-chat): suggestions and a search by
// the start of a display name or username, within what people.repo lets a reader find. Nobody under
// the consent age finds or is found (they have no friends); the search is rate limited so it cannot
// list the players.
import { weekStart } from '#core/competition/week';
import type { Suggestion, SuggestionReason } from '#core/schemas/social';
import { HttpError } from '../../http/http-error';
import type { RateLimits } from '../../lib/rate-limit';
import type { FriendsRepo } from './friends.repo';
import { toPerson } from './friends.service';
import type { FoundRow, PeopleRepo } from './people.repo';

const SUGGESTIONS = 20;
const SEARCH_RESULTS = 10;
/** Searches per player: plenty for typing a name, too few to walk through every player. */
export const PEOPLE_SEARCH_LIMIT = { points: 30, duration: 60 };

function toSuggestion(row: FoundRow): Suggestion {
  const sharedSymbols = row.symbols ?? [];
  const reasons: SuggestionReason[] = [];
  if (row.classmate) reasons.push('classmate');
  if (row.league) reasons.push('league');
  if (sharedSymbols.length > 0) reasons.push('traded');
  return { ...toPerson(row), reasons, sharedSymbols };
}

export function createPeopleService(deps: {
  repo: PeopleRepo;
  friends: Pick<FriendsRepo, 'underAgeAmong'>;
  limits: RateLimits;
  now?: () => Date;
}) {
  const { repo } = deps;
  const now = deps.now ?? (() => new Date());
  const searches = deps.limits.limit('people-search', PEOPLE_SEARCH_LIMIT);

  async function refuseUnderAge(readerId: string) {
    const underAge = await deps.friends.underAgeAmong(readerId, readerId);
    if (underAge !== null) {
      throw new HttpError(403, 'under_age_social', `Chat and friends are off for players under ${underAge}.`);
    }
  }

  return {
    async suggestions(readerId: string): Promise<Suggestion[]> {
      await refuseUnderAge(readerId);
      return (await repo.suggestions(readerId, weekStart(now()), SUGGESTIONS)).map(toSuggestion);
    },

    async search(readerId: string, query: string): Promise<Suggestion[]> {
      await searches.consume(readerId, { message: 'Too many searches. Please wait a minute.' });
      await refuseUnderAge(readerId);
      return (await repo.search(readerId, query, SEARCH_RESULTS)).map(toSuggestion);
    },
  };
}
export type PeopleService = ReturnType<typeof createPeopleService>;
