// The letter to a parent (docs/rules.md#accounts): plain words on what Bolts is, what the child's
// account can do, what is kept, and how to have it deleted, with the link that confirms.
import type { EmailMessage } from '../../providers/messaging';

export function consentLink(origin: string, token: string): string {
  return `${origin}/consent/${encodeURIComponent(token)}`;
}

export function parentConsentEmail(input: {
  to: string;
  username: string | null;
  consentAge: number;
  url: string;
  origin: string;
}): EmailMessage {
  const who = input.username ? `"${input.username}"` : 'your child';
  return {
    to: input.to,
    subject: 'Your child wants to play Bolts: please confirm',
    text: [
      'Hello,',
      '',
      `Your child opened an account called ${who} on Bolts and gave this address as a parent's. Players under ${input.consentAge} need a parent's OK before they can play.`,
      '',
      'What Bolts is: a stock-market game with virtual money. Every player starts with play money (Bolts); nothing can be bought, paid in or paid out with real money, and the companies are made up.',
      '',
      `What the account can do once you confirm: buy and sell shares of the game's companies, read the news and the boards, and join a class with a code from a teacher. Under ${input.consentAge}, chat and friend requests stay off and the player does not appear on the public board (a class board shows them to their class only).`,
      '',
      "What we keep: the name, username, email or phone number and year of birth given at sign-up, this address, and the game's records (orders, trades, scores). We do not show the year of birth or this address to other players.",
      '',
      'To confirm, open this link:',
      '',
      input.url,
      '',
      `Until then the account can look around but not trade. If you do not want your child to play, ignore this email. To have the account deleted, sign in with it and use Settings > Delete account, or reply to this email and we will delete it. How we handle data: ${input.origin}/privacy`,
    ].join('\n'),
  };
}
