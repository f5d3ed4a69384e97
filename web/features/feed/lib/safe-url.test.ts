import { describe, expect, it } from 'vitest';
import { isSafeUrl } from './safe-url';

describe('isSafeUrl', () => {
  it('accepts http(s) and same-site paths', () => {
    expect(isSafeUrl('https://example.com/a.png')).toBe(true);
    expect(isSafeUrl('HTTP://example.com')).toBe(true);
    expect(isSafeUrl('/ads/banner.png')).toBe(true);
  });
  it('refuses everything else', () => {
    for (const url of [
      null,
      undefined,
      '',
      '//evil.example',
      'javascript:alert(1)',
      'data:image/png;base64,x',
      'ads/x.png',
    ]) {
      expect(isSafeUrl(url), String(url)).toBe(false);
    }
  });
});
