// /dev/outbox (never in production): every SMS and email the outbox provider "sent", newest
// first, so a person can finish a phone sign-up or a password reset on a local machine.
import type { Hono } from 'hono';
import { html, raw } from 'hono/html';
import type { createOutbox } from '../providers/outbox';

export function mountOutboxPage(app: Hono, outbox: ReturnType<typeof createOutbox>) {
  app.get('/dev/outbox', async (c) => {
    const messages = await outbox.latest(100);
    const linkify = (text: string) =>
      // Escape first, then turn our own reset links into links.
      String(html`${text}`).replace(/(https?:\/\/[^\s<]+)/g, '<a href="$1">$1</a>');
    return c.html(
      html`<!doctype html>
        <html lang="en">
          <head>
            <meta charset="utf-8" />
            <meta name="viewport" content="width=device-width, initial-scale=1" />
            <title>Bolts outbox (development)</title>
            <style>
              body {
                font:
                  15px/1.5 system-ui,
                  sans-serif;
                margin: 0 auto;
                max-width: 760px;
                padding: 16px;
                color: #0f172a;
              }
              li {
                list-style: none;
                border: 1px solid #cbd5e1;
                border-radius: 10px;
                padding: 12px;
                margin: 10px 0;
              }
              .meta {
                color: #475569;
                font-size: 13px;
              }
              pre {
                white-space: pre-wrap;
                font: inherit;
                margin: 6px 0 0;
              }
            </style>
          </head>
          <body>
            <h1>Outbox</h1>
            <p class="meta">Messages the app would have sent by SMS or email. Development only.</p>
            ${messages.length === 0 ? html`<p>No messages yet.</p>` : ''}
            <ul>
              ${messages.map(
                (m) =>
                  html`<li data-channel="${m.channel}" data-recipient="${m.recipient}">
                    <div class="meta">
                      ${m.channel.toUpperCase()} to <strong>${m.recipient}</strong> · ${m.createdAt.toISOString()}
                    </div>
                    ${m.subject ? html`<div><strong>${m.subject}</strong></div>` : ''}
                    <pre>${raw(linkify(m.body))}</pre>
                  </li>`,
              )}
            </ul>
          </body>
        </html>`,
    );
  });
}
