// The following parts as other pages place them. Their strings are the people namespace, loaded the
// first time one shows: each waits in its own Suspense, not the whole page.
import { Suspense, type ComponentProps } from 'react';
import { FollowButton as Button } from './follow-button';
import { FollowingCard as Card } from './following-card';

export function FollowingCard(props: ComponentProps<typeof Card>) {
  return (
    <Suspense fallback={null}>
      <Card {...props} />
    </Suspense>
  );
}

export function FollowButton(props: ComponentProps<typeof Button>) {
  return (
    <Suspense fallback={null}>
      <Button {...props} />
    </Suspense>
  );
}
