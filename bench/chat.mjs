// Chat delivery at scale: 1,000 signed-in players hold a WebSocket each on one server
// (500 pairs of friends); for a fixed time the first `chatting` of them (half by default) send their
// friend a message every 2.5 s (inside the chat rate limit of 5 per 5 s), and the bench times each
// message from the moment its POST leaves the sender to the moment the recipient's socket has it.
// Prints delivered count, p50/p99 delivery (target p99 < 100 ms), the POST latency, losses and the
// server's memory.
// Usage: BENCH_DATABASE_URL=postgres://postgres@host:port/postgres node bench/chat.mjs [players=1000] [seconds=20] [chatting=players/2]
// It creates a fresh database on that server and drops it at the end; loopback only; bounded in time.
import { WebSocket } from 'ws';
import { cookieOf, pooled, seedPlayers } from './support/players.mjs';
import { percentile, step, withBenchServer } from './support/postgres-server.mjs';
import { memoryMb } from './support/proc.mjs';

const players = Math.max(2, Math.min(Number(process.argv[2] ?? 1000), 2000)) & ~1;
const seconds = Math.max(5, Math.min(Number(process.argv[3] ?? 20), 60));
// The issue names no message rate: by default half the players chat (200 messages/s for 1,000).
const chatting = Math.max(1, Math.min(Number(process.argv[4] ?? players / 2), players));
/** Each player sends one message this often (the chat allows 5 per 5 s and 30 per minute). */
const SEND_EVERY_MS = 2_500;
const TARGET_P99_MS = 100;
const ADMIN = { email: 'admin@bench.example', password: 'bench-only-admin-password' };
const PASSWORD = 'bench-only-chat-password';

await withBenchServer({ name: 'chat', adminAccount: ADMIN }, async ({ base, sql, pid }) => {
  const headers = { 'Content-Type': 'application/json', Origin: base };

  await step(`seeded ${players.toLocaleString('en')} players in ${players / 2} friend pairs`, () =>
    seedPlayers(sql, base, {
      prefix: 'chat',
      name: 'Chat Player',
      count: players,
      password: PASSWORD,
      paired: players,
    }),
  );

  const cookies = new Array(players);
  await step('signed in every player', () =>
    pooled([...Array(players).keys()], 16, async (i) => {
      const res = await fetch(`${base}/api/auth/sign-in/email`, {
        method: 'POST',
        headers,
        body: JSON.stringify({ email: `chat${i + 1}@bench.example`, password: PASSWORD }),
      });
      if (!res.ok) throw new Error(`sign-in ${i + 1}: ${res.status} ${await res.text()}`);
      cookies[i] = cookieOf(res);
    }),
  );

  // Message id -> the moment its POST started; delivery is when the recipient's socket has it.
  const sentAt = new Map();
  const delivered = [];
  let unexpected = 0;
  const sockets = new Array(players);
  const wsUrl = `${base.replace('http', 'ws')}/ws`;
  await step(`opened ${players.toLocaleString('en')} sockets`, () =>
    pooled([...Array(players).keys()], 50, (i) => {
      return new Promise((resolve, reject) => {
        const ws = new WebSocket(wsUrl, { headers: { cookie: cookies[i], Origin: base } });
        ws.once('open', () => resolve());
        ws.once('error', reject);
        ws.on('message', (raw) => {
          const at = performance.now();
          const frame = JSON.parse(raw.toString());
          if (frame.type !== 'chat') return;
          const { message } = frame.data;
          // Both sides' sockets get the message; the recipient's copy is the one timed.
          if (message.recipientId !== `chat-${i + 1}`) return;
          const started = sentAt.get(message.body);
          if (started === undefined) unexpected++;
          else {
            delivered.push(at - started);
            sentAt.delete(message.body);
          }
        });
        sockets[i] = ws;
      });
    }),
  );

  const posts = [];
  let failures = 0;
  let sent = 0;
  await step(`chatted for ${seconds} s`, async () => {
    const until = performance.now() + seconds * 1000;
    await Promise.all(
      cookies.slice(0, chatting).map(async (cookie, i) => {
        const friend = i % 2 === 0 ? i + 2 : i; // 1-based id of the pair's other player
        // Spread the first messages over one period so the load is even.
        await new Promise((r) => setTimeout(r, (i * SEND_EVERY_MS) / chatting));
        for (let n = 0; performance.now() < until; n++) {
          const body = `bench ${i + 1}/${n}: see you at the trading floor`;
          const t0 = performance.now();
          sentAt.set(body, t0);
          sent++;
          const res = await fetch(`${base}/api/chat/chat-${friend}`, {
            method: 'POST',
            headers: { ...headers, cookie },
            body: JSON.stringify({ body }),
          });
          posts.push(performance.now() - t0);
          if (res.status !== 201) {
            failures++;
            sentAt.delete(body);
            if (failures <= 3) console.error(`POST ${res.status}: ${await res.text()}`);
          } else await res.arrayBuffer();
          const wait = SEND_EVERY_MS - (performance.now() - t0);
          if (wait > 0) await new Promise((r) => setTimeout(r, wait));
        }
      }),
    );
    // Let the last messages arrive.
    for (const end = performance.now() + 2_000; sentAt.size > 0 && performance.now() < end;) {
      await new Promise((r) => setTimeout(r, 50));
    }
  });

  const memory = memoryMb(pid);
  for (const ws of sockets) ws?.terminate();

  delivered.sort((a, b) => a - b);
  posts.sort((a, b) => a - b);
  const ms = (v) => (v === undefined ? 'n/a' : `${v.toFixed(1)} ms`);
  console.log(
    `\n${players.toLocaleString('en')} sockets on one server, ${chatting.toLocaleString('en')} of them chatting: ` +
      `${sent.toLocaleString('en')} messages in ${seconds} s ` +
      `(${Math.round(sent / seconds)}/s), ${delivered.length.toLocaleString('en')} delivered, ` +
      `${sentAt.size} not delivered, ${failures} refused, ${unexpected} unexpected`,
  );
  console.log(
    `delivery (POST sent -> recipient's socket): p50 ${ms(percentile(delivered, 50))}, p99 ${ms(percentile(delivered, 99))}, max ${ms(delivered.at(-1))} (target p99 < ${TARGET_P99_MS} ms)`,
  );
  console.log(`POST /api/chat: p50 ${ms(percentile(posts, 50))}, p99 ${ms(percentile(posts, 99))}`);
  if (memory) console.log(`server memory (RSS) at the end: ${Math.round(memory.rss)} MB`);
  if (failures > 0 || sentAt.size > 0) process.exitCode = 1;
});
