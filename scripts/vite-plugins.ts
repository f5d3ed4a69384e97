// Build steps of the web app beyond Vite's own (vite.config.ts uses them): precompressed files and
// the list of what each page loads first, both read by the server (server/http/web-pages.ts).
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin, ResolvedConfig, Rolldown } from 'vite';

const COMPRESSIBLE = /\.(js|css|html|svg|json|webmanifest|txt)$/;

/**
 * Writes a .br and a .gz beside every text file of the build, once, so the server sends them as
 * they are (serveStatic's `precompressed`) instead of compressing on each request or not at all.
 * Brotli quality 10: nearly the size of 11 in much less time.
 */
export function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'bolts-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      const files = (await readdir(outDir, { recursive: true })).filter((f) => COMPRESSIBLE.test(f));
      await Promise.all(
        files.map(async (file) => {
          const full = path.join(outDir, file);
          const body = await readFile(full);
          if (body.length < 1024) return;
          const [br, gz] = await Promise.all([
            promisify(brotliCompress)(body, {
              params: { [constants.BROTLI_PARAM_QUALITY]: 10, [constants.BROTLI_PARAM_SIZE_HINT]: body.length },
            }),
            promisify(gzip)(body, { level: 9 }),
          ]);
          await Promise.all([writeFile(`${full}.br`, br), writeFile(`${full}.gz`, gz)]);
        }),
      );
    },
  };
}

/** A page people open directly, with the chunk and strings its route loads (web/app/router.tsx). */
export interface PreloadPage {
  /** The module the route's lazy() imports, from the project root; or those of the route and its parents. */
  entry: string | readonly string[];
  // A page's path may hold `:name` segments (`/classes/:classId`); its reads then name `{name}`,
  // which the server fills in from the address (server/http/web-pages.ts).
  /** Its own strings (locales/<namespace>/<language>.json), when the route loads a namespace. */
  namespace?: string;
  /** Members only: a visitor is sent elsewhere, so only a request with a session preloads it. */
  members?: boolean;
  /**
   * API reads the page makes as it starts, exactly as it asks for them (path and query): the
   * server names them as fetch preloads, so they are under way while the scripts download instead
   * of one round trip each after them. An e2e test checks each is used, and used once.
   */
  data?: string[];
}

/** What route-preloads.json holds (server/http/web-pages.ts reads it). */
export interface PagePreloads {
  pages: Record<string, { members: boolean; files: string[]; languages: Record<string, string[]>; data: string[] }>;
}

/**
 * Writes route-preloads.json: for each page, the scripts its route will import and, per language,
 * its strings, beyond what index.html already loads, and the API reads it starts with. The server
 * names them in the page's HTML (modulepreload, preload as fetch), so they download beside the main
 * script instead of after it has run: on a phone's connection that is one round trip and the main
 * script's start-up less before the page.
 */
export function pagePreloads(pages: Record<string, PreloadPage>, languages: readonly string[]): Plugin {
  let root = '';
  return {
    name: 'bolts-page-preloads',
    apply: 'build',
    configResolved(config) {
      root = config.root;
    },
    generateBundle(_options, bundle: Rolldown.OutputBundle) {
      const chunks = Object.values(bundle).filter((o): o is Rolldown.OutputChunk => o.type === 'chunk');
      const byFile = new Map(chunks.map((c) => [c.fileName, c]));
      // The chunk holding each module: a route's module may share one (a chunk group's) with others.
      const byModule = new Map(chunks.flatMap((c) => c.moduleIds.map((id) => [id, c] as const)));
      const withImports = (chunk: Rolldown.OutputChunk, into = new Set<string>()) => {
        if (into.has(chunk.fileName)) return into;
        into.add(chunk.fileName);
        for (const file of chunk.imports) withImports(byFile.get(file)!, into);
        return into;
      };
      const initial = new Set<string>();
      for (const chunk of chunks) if (chunk.isEntry) withImports(chunk, initial);
      const filesOf = (module: string) => {
        const chunk = byModule.get(path.resolve(root, module));
        if (!chunk) this.error(`page preloads: no chunk for ${module} (is it still a lazy route?)`);
        return [...withImports(chunk)].filter((f) => !initial.has(f)).map((f) => `/${f}`);
      };
      const result: PagePreloads = { pages: {} };
      for (const [pagePath, page] of Object.entries(pages)) {
        const strings = (language: string) => [
          ...filesOf(`locales/${language}.json`),
          ...(page.namespace ? filesOf(`locales/${page.namespace}/${language}.json`) : []),
        ];
        result.pages[pagePath] = {
          members: page.members ?? false,
          files: [...new Set([page.entry].flat().flatMap(filesOf))],
          languages: Object.fromEntries(languages.map((l) => [l, strings(l)])),
          data: page.data ?? [],
        };
      }
      this.emitFile({ type: 'asset', fileName: 'route-preloads.json', source: JSON.stringify(result, null, 1) });
    },
  };
}

/**
 * After the browser's build, builds `entry` for the server beside it (`<outDir>/../web-ssr`): the
 * same routes and components, rendered to HTML by server/http/prerender. Everything is bundled in,
 * so the server loads it from wherever the build went (the e2e suite builds into a temporary folder).
 */
export function serverRenderBundle(entry: string): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'bolts-server-render-bundle',
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
    configResolved(resolved) {
      config = resolved;
    },
    async closeBundle() {
      const { build } = await import('vite');
      await build({
        configFile: config.configFile,
        mode: config.mode,
        logLevel: 'warn',
        build: {
          ssr: entry,
          outDir: path.resolve(config.root, config.build.outDir, '..', 'web-ssr'),
          emptyOutDir: true,
        },
      });
    },
  };
}

/**
 * The modules `roots` import statically, transitively (what a page needs before its first render),
 * for the chunk groups in vite.config.ts. Filled once every module is parsed (buildEnd), before the
 * chunks are made, when the groups' tests read it.
 */
export function staticImports(roots: string[]) {
  const modules = new Set<string>();
  let root = '';
  const plugin: Plugin = {
    name: `bolts-static-imports:${roots.join(',')}`,
    apply: 'build',
    configResolved(config) {
      root = config.root;
    },
    buildEnd() {
      modules.clear();
      const queue = roots.map((r) => path.resolve(root, r));
      while (queue.length) {
        const id = queue.pop()!;
        if (modules.has(id)) continue;
        modules.add(id);
        queue.push(...(this.getModuleInfo(id)?.importedIds ?? []));
      }
    },
  };
  return { plugin, has: (id: string) => modules.has(id) };
}

/** The module of each icon lucide-react's index exports, by every name it exports it under. */
export function lucideIconFiles(index: string): Map<string, string> {
  const files = new Map<string, string>();
  for (const [, names = '', file = ''] of index.matchAll(/export \{([^}]*)\} from '\.\/icons\/([a-z0-9-]+)\.mjs'/g)) {
    for (const [, name = ''] of names.matchAll(/default as (\w+)/g)) files.set(name, file);
  }
  return files;
}

/**
 * `import { Zap, X as Close } from 'lucide-react'` as one import per icon module. Through the
 * package's index, every module importing an icon imports them all, and the chunk groups, which
 * follow imports, put every icon the app uses with the start-up code. Other names stay as they were.
 */
export function directIconImports(code: string, files: Map<string, string>): string {
  return code.replace(/import\s*\{([^}]*)\}\s*from\s*(['"])lucide-react\2;?/g, (statement, list: string) => {
    const kept: string[] = [];
    const direct: string[] = [];
    for (const specifier of list.split(',').map((s) => s.trim())) {
      if (!specifier) continue;
      const [name = '', local = name] = specifier.split(/\s+as\s+/);
      const file = files.get(name);
      if (file) direct.push(`import ${local} from 'lucide-react/icons/${file}';`);
      else kept.push(specifier);
    }
    if (!direct.length) return statement;
    return [...(kept.length ? [`import { ${kept.join(', ')} } from 'lucide-react';`] : []), ...direct].join('\n');
  });
}

/** The browser's build imports icons one module each (directIconImports). */
export function lucideDirectImports(): Plugin {
  let files: Map<string, string>;
  return {
    name: 'bolts-lucide-direct-imports',
    apply: 'build',
    async buildStart() {
      const index = createRequire(import.meta.url).resolve('lucide-react/dist/esm/lucide-react.mjs');
      files = lucideIconFiles(await readFile(index, 'utf8'));
    },
    transform(code, id) {
      if (id.includes('node_modules') || !code.includes('lucide-react')) return null;
      return { code: directIconImports(code, files), map: null };
    },
  };
}
