// A held prize in words for the admin: who won, and who they are linked to and how
// ("Linked to #3 @maria_k by the same device and the same internet address").
import { usePageTranslation } from '../../../lib/use-page-translation';
import { dateTimeFormat } from '#core/format';
import type { PrizeEvidence } from '#core/schemas/admin/prizes';

type Linked = PrizeEvidence['linked'][number];

export function useDescribePrize() {
  const { t, i18n } = usePageTranslation('admin');
  const locale = i18n.resolvedLanguage ?? 'en';
  // A username is isolated (FSI ... PDI) so that in a Hebrew sentence its "@" stays before it.
  const player = ({ userId, username }: { userId: string | null; username: string | null }) =>
    username ? `\u2068@${username}\u2069` : userId ? t('admin.prizes.noUsername') : t('admin.prizes.deletedPlayer');
  return {
    player,
    link: (link: Linked) =>
      t('admin.prizes.linkedTo', {
        rank: link.rank,
        name: player(link),
        via: new Intl.ListFormat(locale, { type: 'conjunction' }).format(
          link.via.map((via) => t(`admin.prizes.via.${via}`)),
        ),
      }),
    score: (score: number) =>
      new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(score),
    /** A week starts at 00:00 UTC: shown as that UTC day wherever the admin is. */
    week: (weekStart: string) =>
      dateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' }).format(new Date(`${weekStart}T00:00:00Z`)),
  };
}
