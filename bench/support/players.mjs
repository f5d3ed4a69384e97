// Players for the benches: many of them seeded with set-based SQL (signing up each through the API
// would time the password hash, not what the bench measures), their cookies, and a small pool.
import { createEmailVerificationToken } from 'better-auth/api';
import { productionEnv } from './proc.mjs';

/** Runs `fn` over `items` with at most `limit` at a time. */
export async function pooled(items, limit, fn) {
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(limit, items.length) }, async () => {
      while (next < items.length) {
        const i = next++;
        await fn(items[i], i);
      }
    }),
  );
}

/**
 * Signs a player up by email and opens the account as its emailed link does; returns the link's
 * answer, whose Set-Cookie is the signed-in session. A development server's link is read from
 * /dev/outbox; the benches' production servers have no outbox page, so their link is made here
 * with the benches' own auth secret (productionEnv), as the server would make it. Players are
 * adults unless told otherwise (a younger one waits for a parent's consent).
 */
export async function signUpByEmail(base, { fullName, username, email, password, birthYear = 2000 }) {
  const res = await fetch(`${base}/api/auth/sign-up/email`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: base },
    body: JSON.stringify({ fullName, username, email, password, birthYear }),
  });
  if (!res.ok) throw new Error(`sign-up ${email}: ${res.status} ${await res.text()}`);
  return openSignUpLink(base, email);
}

/** Follows the sign-up link mailed to `email`; its answer's Set-Cookie is the session. */
export async function openSignUpLink(base, email) {
  const opened = await fetch(`${base}${await signUpLink(base, email)}`, { redirect: 'manual' });
  if (opened.status !== 302 || !opened.headers.getSetCookie().length) {
    throw new Error(`sign-up link for ${email}: ${opened.status} ${opened.headers.get('location')}`);
  }
  return opened;
}

async function signUpLink(base, email) {
  // A production server answers /dev/outbox with the web app, not the outbox page.
  const page = await (await fetch(`${base}/dev/outbox`)).text();
  if (page.includes('<title>Bolts outbox')) {
    const item = page.split('<li').find((li) => li.includes(`data-recipient="${email}"`));
    const href = item && /href="([^"]*verify-email[^"]*)"/.exec(item)?.[1];
    if (!href) throw new Error(`no sign-up link mailed to ${email}`);
    const url = new URL(href.replaceAll('&amp;', '&'));
    return `${url.pathname}${url.search}`;
  }
  const token = await createEmailVerificationToken(productionEnv(base).BOLTS_AUTH_SECRET, email);
  return `/api/auth/verify-email?token=${token}&callbackURL=%2Fauth`;
}

/** The Cookie header a browser would send after this answer (its Set-Cookie names and values). */
export const cookieOf = (res) =>
  res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');

/**
 * A fresh adult player, signed up by email and past onboarding (the members' pages open for them):
 * the Cookie header of their session.
 */
export async function signUpPlayer(base, fullName = 'Maya Cohen') {
  const s = Math.random().toString(36).slice(2, 10);
  const signedUp = await signUpByEmail(base, {
    fullName,
    email: `bench-${s}@example.com`,
    password: 'correct-horse-42',
    username: `b_${s}`,
  });
  const cookie = cookieOf(signedUp);
  const done = await fetch(`${base}/api/me/onboarding/complete`, {
    method: 'POST',
    headers: { Origin: base, Cookie: cookie },
  });
  if (!done.ok) throw new Error(`onboarding: ${done.status}`);
  return cookie;
}

/**
 * Seeds players `${prefix}-1` … `${prefix}-${count}` (username `${prefix}_N`, email
 * `${prefix}N@bench.example`, name `${name} N`), all with `password`, from one real sign-up through
 * the API whose password hash and starting grant they share. The rows mirror what a sign-up writes:
 * user, credential account, profile, a portfolio in the public game holding the starting grant, its
 * ledger journal (the treasury debited, the portfolio credited, keyed grant:<portfolio>), settings
 * and the user role. The first `paired`
 * players are friends in pairs (1,2), (3,4), … (friendships are stored both ways).
 */
export async function seedPlayers(sql, base, { prefix, name, count, password, paired = 0 }) {
  await signUpByEmail(base, {
    fullName: 'Template',
    username: `${prefix}_template`,
    email: 'template@bench.example',
    password,
  });
  const [{ hash, balance, gameId }] = await sql`
    select a.password as hash, pf.cash_minor::text as balance, pf.game_id as "gameId"
    from accounts a join users u on u.id = a.user_id
    join portfolios pf on pf.user_id = u.id join games g on g.id = pf.game_id and g.slug = 'public'
    where u.email = 'template@bench.example'`;
  const grant = Number(balance);
  const series = `generate_series(1, ${Number(count)}) g`;
  const id = `'${prefix}-' || g`;
  const fullName = `'${name} ' || g`;
  await sql.unsafe(`
    insert into users (id, name, email, username, email_verified, created_at, updated_at)
    select ${id}, ${fullName}, '${prefix}' || g || '@bench.example', '${prefix}_' || g, true, now(), now()
    from ${series}`);
  await sql.unsafe(
    `insert into accounts (id, user_id, account_id, provider_id, password, created_at, updated_at)
     select '${prefix}-acct-' || g, ${id}, ${id}, 'credential', $1, now(), now() from ${series}`,
    [hash],
  );
  await sql.unsafe(`
    insert into profiles (user_id, username, full_name, email, created_at)
    select ${id}, '${prefix}_' || g, ${fullName}, '${prefix}' || g || '@bench.example', now()
    from ${series}`);
  await sql.unsafe(
    `insert into portfolios (game_id, user_id, cash_minor) select $1::uuid, ${id}, $2::bigint from ${series}`,
    [gameId, grant],
  );
  // The starting grant as joining the game writes it (creditFromSystem). A CTE used twice is
  // computed once, so both sides share the journal id.
  if (grant > 0) {
    await sql.unsafe(
      `with grants as (select pf.id as portfolio_id, gen_random_uuid() as journal_id
                       from portfolios pf join ${series} on pf.user_id = ${id} and pf.game_id = $2::uuid)
       insert into ledger_entries (journal_id, kind, portfolio_id, system_account, amount_minor, idempotency_key, memo)
       select journal_id, 'signup_grant', portfolio_id, null, $1::bigint, 'grant:' || portfolio_id, 'Starting balance' from grants
       union all
       select journal_id, 'signup_grant', null, 'treasury', -$1::bigint, null, 'Starting balance' from grants`,
      [grant, gameId],
    );
  }
  await sql.unsafe(`
    insert into user_settings (user_id, display_name) select ${id}, ${fullName} from ${series}
    on conflict (user_id) do nothing`);
  await sql.unsafe(`insert into user_roles (user_id, role) select ${id}, 'user' from ${series}`);
  if (paired > 0) {
    await sql.unsafe(`
      insert into friendships (user_id, friend_id)
      select ${id}, '${prefix}-' || (case when g % 2 = 1 then g + 1 else g - 1 end)
      from generate_series(1, ${Number(paired) & ~1}) g`);
  }
  await sql.unsafe('analyze');
}
