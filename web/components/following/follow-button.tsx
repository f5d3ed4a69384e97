import { UserCheck, UserPlus } from 'lucide-react';
import { errorKey } from '../../lib/api-client';
import { useToggleFollow } from '../../lib/people';
import { toast } from '../../lib/toast';
import { usePageTranslation } from '../../lib/use-page-translation';
import { Button } from '../ui/button';

/** Follow or Unfollow a trader, named for them. */
export function FollowButton({
  trader,
  name,
  following,
  className,
}: {
  trader: { userId: string; username: string };
  name: string;
  following: boolean;
  className?: string;
}) {
  const { t } = usePageTranslation('people');
  const toggle = useToggleFollow();
  const Icon = following ? UserCheck : UserPlus;
  return (
    <Button
      variant={following ? 'secondary' : 'primary'}
      className={className}
      disabled={toggle.isPending}
      aria-label={t(following ? 'people.trader.unfollowLabel' : 'people.trader.followLabel', { name })}
      data-testid="follow-button"
      onClick={() =>
        toggle.mutate(
          { trader, follow: !following },
          {
            onSuccess: () =>
              toast.success(t(following ? 'people.trader.unfollowed' : 'people.trader.followed', { name })),
            onError: (err) => toast.error(t('people.trader.followFailed'), { description: t(errorKey(err)) }),
          },
        )
      }
    >
      <Icon className="size-4" aria-hidden />
      {t(following ? 'people.trader.unfollow' : 'people.trader.follow')}
    </Button>
  );
}
