import { describe, expect, it } from 'vitest';
import { adFormSchema, isSafeUrl } from './ads';

describe('ad URLs', () => {
  it('accepts http(s) URLs and paths on this site', () => {
    for (const url of ['https://example.com/a.png', 'HTTP://example.com', '/ads/academy.svg', '/a?b=//c']) {
      expect(isSafeUrl(url), url).toBe(true);
    }
  });

  it('refuses anything a browser would run or that leads to another host through a path', () => {
    for (const url of [
      'javascript:alert(1)',
      'java\tscript:alert(1)',
      'data:text/html,<script>1</script>',
      'http:example.com',
      'https://',
      '//evil.example/a.png',
      '/\\evil.example/a.png',
      '/\t/evil.example/a.png',
      'ads/relative.png',
      '',
    ]) {
      expect(isSafeUrl(url), JSON.stringify(url)).toBe(false);
    }
  });
});

describe('the ad form', () => {
  it('needs a title and an image URL; empty optional fields become null; a non-numeric order is 0', () => {
    expect(adFormSchema.safeParse({ imageUrl: 'https://e.x/a.png' }).success).toBe(false);
    expect(adFormSchema.safeParse({ title: 'A' }).success).toBe(false);
    expect(
      adFormSchema.parse({
        title: ' A ',
        imageUrl: 'https://e.x/a.png',
        clickUrl: '',
        description: '',
        displayOrder: 'x',
      }),
    ).toEqual({
      title: 'A',
      imageUrl: 'https://e.x/a.png',
      clickUrl: null,
      description: null,
      displayOrder: 0,
      isActive: true,
    });
    expect(adFormSchema.parse({ title: 'A', imageUrl: '/ads/a.svg', displayOrder: '7' }).displayOrder).toBe(7);
  });
});
