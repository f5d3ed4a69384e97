import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { directIconImports, lucideIconFiles } from '../../scripts/vite-plugins';

const files = lucideIconFiles(
  readFileSync(createRequire(import.meta.url).resolve('lucide-react/dist/esm/lucide-react.mjs'), 'utf8'),
);

describe("lucide-react's icons, imported one module each in the browser's build", () => {
  it('knows every name an icon is exported under', () => {
    expect(files.get('Zap')).toBe('zap');
    expect(files.get('ZapIcon')).toBe('zap');
    expect(files.get('LucideZap')).toBe('zap');
    expect(files.has('LucideProvider')).toBe(false);
  });

  it('imports each icon from its own module, under its local name', () => {
    expect(directIconImports(`import { Zap, X as Close } from "lucide-react";\nZap;`, files)).toBe(
      `import Zap from 'lucide-react/icons/zap';\nimport Close from 'lucide-react/icons/x';\nZap;`,
    );
  });

  it('leaves what is not an icon, and type imports, to the package index', () => {
    expect(directIconImports(`import {\n  Zap,\n  LucideProvider,\n} from 'lucide-react'`, files)).toBe(
      `import { LucideProvider } from 'lucide-react';\nimport Zap from 'lucide-react/icons/zap';`,
    );
    const typeOnly = `import type { LucideIcon } from 'lucide-react';`;
    expect(directIconImports(typeOnly, files)).toBe(typeOnly);
  });
});
