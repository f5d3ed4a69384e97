import { describe, expect, it } from 'vitest';
import { contentDir } from './content-dir';

describe('contentDir', () => {
  it.each([
    ['Hebrew that starts with a Latin name', 'Verdigo בונה מכוניות חשמליות.', 'rtl'],
    ['Hebrew', 'הקומקומים אזלו', 'rtl'],
    ['English shown as the fallback', 'Makes kettles that sing.', 'ltr'],
    ['Spanish', 'Fabrica coches eléctricos.', 'ltr'],
    ['nothing', null, 'ltr'],
    ['empty', '', 'ltr'],
  ] as const)('%s', (_name, text, dir) => expect(contentDir(text)).toBe(dir));
});
