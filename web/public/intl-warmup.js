// Loaded by index.html as a classic async script, apart from the app's bundles: it runs while the
// app's scripts are still downloading, when the page has nothing else to do. A renderer's first
// Intl formatter loads ICU's data, 15-25 ms on this machine and four times that on the phone
// Lighthouse models; inside the app that was one long task after the first paint (Total Blocking
// Time). Every price, count and date the app formats afterwards finds the data loaded. The
// language is the one the server wrote into <html lang> (server/http/web-pages.ts), the app's.
(function () {
  try {
    var language = document.documentElement.lang || navigator.language || 'en';
    new Intl.NumberFormat(language, { minimumFractionDigits: 2 }).format(1234.5);
    new Intl.DateTimeFormat(language, { dateStyle: 'medium' }).format(0);
  } catch {
    // An old browser without Intl options: the app formats without the head start.
  }
})();
