// The service worker (installable app): it keeps one page, offline.html, and shows it when
// a page cannot load for want of a connection. Everything else goes to the network as usual: prices,
// orders and balances are never served from a cache.
// It also shows Web Push messages (docs/rules.md#notifications): the server sends facts
// ({ id, type, params, url }), worded here in the language the app saved (web/lib/push.ts).
const CACHE = 'bolts-offline-v1';
const OFFLINE_URL = '/offline.html';
const OFFLINE_ASSETS = [OFFLINE_URL, '/favicon.svg'];
/** The player's language, written by the page; kept across updates of this worker. */
const PREFS_CACHE = 'bolts-prefs';
const LANGUAGE_KEY = '/__prefs/language';

self.addEventListener('install', (event) => {
  event.waitUntil(
    caches
      .open(CACHE)
      .then((cache) => cache.addAll(OFFLINE_ASSETS))
      .then(() => self.skipWaiting()),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((keys) =>
        Promise.all(keys.filter((key) => key !== CACHE && key !== PREFS_CACHE).map((key) => caches.delete(key))),
      )
      .then(() => self.clients.claim()),
  );
});

self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.mode === 'navigate') {
    event.respondWith(fetch(request).catch(() => caches.match(OFFLINE_URL)));
  } else if (request.method === 'GET' && OFFLINE_ASSETS.includes(new URL(request.url).pathname)) {
    event.respondWith(caches.match(request).then((hit) => hit ?? fetch(request)));
  }
});

// One short line per type and language; the notification centre in the app says more.
const PUSH_TEXT = {
  en: {
    order_filled: (p) => [`Order filled`, `${p.side === 'sell' ? 'Sold' : 'Bought'} ${p.quantity} ${p.symbol}`],
    order_expired: (p) => [`Order expired`, `Your order for ${p.quantity} ${p.symbol} ended without filling`],
    order_cancelled: (p) => [
      `Stop order cancelled`,
      `Not enough Bolts for your stop on ${p.quantity} ${p.symbol}: cancelled`,
    ],
    news_held: (p) => [`News about ${p.symbol}`, p.headline || ''],
    rank_changed: (p) => [`Your rank changed`, `You're now #${p.newRank}`],
    friend_request: (p) => [`Friend request`, `${p.username || 'Someone'} sent you a friend request`],
    streak_at_risk: (p) => [`Your streak is at risk`, `Finish one quest today to keep your ${p.streak}-day streak`],
    assignment_due: (p) => [`Assignment due soon`, p.className || ''],
    price_alert: (p) => [`Price alert: ${p.symbol}`, `${p.symbol} reached your price`],
    margin_call: (p) => [
      `Margin call: ${p.symbol}`,
      `Your short of ${p.quantity} ${p.symbol} is close to being bought back`,
    ],
    short_covered: (p) => [
      `Short covered: ${p.symbol}`,
      `${p.quantity} ${p.symbol} were bought back to close your short`,
    ],
  },
  he: {
    order_filled: (p) => [`ההוראה בוצעה`, `${p.side === 'sell' ? 'נמכרו' : 'נקנו'} ${p.quantity} ${p.symbol}`],
    order_expired: (p) => [`הוראה שפגה`, `ההוראה על ${p.quantity} ${p.symbol} הסתיימה בלי להתבצע`],
    order_cancelled: (p) => [`פקודת הסטופ בוטלה`, `לא היו מספיק בולטים לסטופ על ${p.quantity} ${p.symbol}: היא בוטלה`],
    news_held: (p) => [`חדשות על ${p.symbol}`, p.headline || ''],
    rank_changed: (p) => [`הדירוג שלך השתנה`, `עכשיו במקום ${p.newRank}`],
    friend_request: (p) => [`בקשת חברות`, `${p.username || 'מישהו'} שלח/ה לך בקשת חברות`],
    streak_at_risk: (p) => [`הרצף שלך בסכנה`, `עוד משימה אחת היום והרצף של ${p.streak} ימים נשמר`],
    assignment_due: (p) => [`משימה שצריך להגיש בקרוב`, p.className || ''],
    price_alert: (p) => [`התראת מחיר: ${p.symbol}`, `${p.symbol} הגיעה למחיר שבחרת`],
    margin_call: (p) => [`קריאת מרווח: ${p.symbol}`, `השורט שלך על ${p.quantity} ${p.symbol} קרוב לקנייה בחזרה`],
    short_covered: (p) => [`השורט נסגר: ${p.symbol}`, `${p.quantity} ${p.symbol} נקנו בחזרה כדי לסגור את השורט`],
  },
  es: {
    order_filled: (p) => [
      `Orden ejecutada`,
      `${p.side === 'sell' ? 'Vendiste' : 'Compraste'} ${p.quantity} ${p.symbol}`,
    ],
    order_expired: (p) => [`Orden vencida`, `Tu orden de ${p.quantity} ${p.symbol} terminó sin ejecutarse`],
    order_cancelled: (p) => [
      `Orden stop cancelada`,
      `No alcanzaban los Bolts para tu stop de ${p.quantity} ${p.symbol}: se canceló`,
    ],
    news_held: (p) => [`Noticias sobre ${p.symbol}`, p.headline || ''],
    rank_changed: (p) => [`Tu puesto cambió`, `Ahora estás en el puesto ${p.newRank}`],
    friend_request: (p) => [`Solicitud de amistad`, `${p.username || 'Alguien'} te envió una solicitud de amistad`],
    streak_at_risk: (p) => [
      `Tu racha está en peligro`,
      `Completa una misión hoy para no perder tu racha de ${p.streak} días`,
    ],
    assignment_due: (p) => [`Tarea a punto de vencer`, p.className || ''],
    price_alert: (p) => [`Alerta de precio: ${p.symbol}`, `${p.symbol} llegó a tu precio`],
    margin_call: (p) => [
      `Llamada de margen: ${p.symbol}`,
      `Tu corto de ${p.quantity} ${p.symbol} está cerca de recomprarse`,
    ],
    short_covered: (p) => [
      `Corto cubierto: ${p.symbol}`,
      `Se recompraron ${p.quantity} ${p.symbol} para cerrar tu corto`,
    ],
  },
};

async function savedLanguage() {
  try {
    const hit = await (await caches.open(PREFS_CACHE)).match(LANGUAGE_KEY);
    const language = hit ? (await hit.text()).slice(0, 2) : 'en';
    return language in PUSH_TEXT ? language : 'en';
  } catch {
    return 'en';
  }
}

/** A path on this site only (never another origin's page). */
function sameOriginPath(url) {
  try {
    const target = new URL(url, self.location.origin);
    return target.origin === self.location.origin ? target.pathname + target.search : '/notifications';
  } catch {
    return '/notifications';
  }
}

/** Title and body of a push payload in `language`; unknown types get the app's name only. */
function pushWords(payload, language) {
  const word = PUSH_TEXT[language][payload.type];
  const params = { ...(payload.params || {}) };
  // A news headline travels in each language it was written in; English is the fallback.
  if (typeof params['headline_' + language] === 'string') params.headline = params['headline_' + language];
  return word ? word(params) : ['Bolts', ''];
}

self.addEventListener('push', (event) => {
  let payload;
  try {
    payload = event.data ? event.data.json() : null;
  } catch {
    payload = null;
  }
  if (!payload || typeof payload.type !== 'string') return;
  event.waitUntil(
    savedLanguage().then((language) => {
      const [title, body] = pushWords(payload, language);
      return self.registration.showNotification(title, {
        body,
        lang: language,
        dir: language === 'he' ? 'rtl' : 'ltr',
        icon: '/favicon.svg',
        tag: payload.id,
        data: { url: sameOriginPath(payload.url) },
      });
    }),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const url = new URL(event.notification.data?.url || '/notifications', self.location.origin).href;
  event.waitUntil(
    self.clients.matchAll({ type: 'window', includeUncontrolled: true }).then((windows) => {
      const open = windows.find((w) => new URL(w.url).origin === self.location.origin);
      if (!open) return self.clients.openWindow(url);
      return open
        .focus()
        .then(() => open.navigate(url))
        .catch(() => self.clients.openWindow(url));
    }),
  );
});
