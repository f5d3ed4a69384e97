/** Only http(s) URLs or a path on this site ("/x", never "//host") may become an img src or a link. */
export function isSafeUrl(url: string | null | undefined): url is string {
  if (!url) return false;
  return /^https?:\/\//i.test(url) || (url.startsWith('/') && !url.startsWith('//'));
}
