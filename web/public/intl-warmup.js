// Loaded by index.html as a classic script in the head, before the first paint (the loading shell):
// a renderer's first Intl formatter loads ICU's data, 15-25 ms on this machine and four times that
// on the phone Lighthouse models, in one piece that cannot be split. Inside the app that was one
// long task after the first paint (Total Blocking Time: the page is up but does not answer a tap);
// run asynchronously beside the app's scripts it still landed after the shell's paint. Here it
// holds the first paint back by that much instead, when there is nothing yet to tap, and every
// price, count and date the app formats afterwards finds the data loaded. The page's language is
// the one the server wrote into <html lang> (server/http/web-pages.ts), the one the app will use.
(function () {
  try {
    var language = document.documentElement.lang || navigator.language || 'en';
    new Intl.NumberFormat(language, { minimumFractionDigits: 2 }).format(1234.5);
    new Intl.DateTimeFormat(language, { dateStyle: 'medium' }).format(0);
  } catch {
    // An old browser without Intl options: the app formats without the head start.
  }
})();
