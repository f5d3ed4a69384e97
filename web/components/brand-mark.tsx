import { Zap } from 'lucide-react';

/** The product's name: the same in every language (locales' common.appName), so no strings needed. */
const APP_NAME = 'Bolts';

/**
 * The logo and name. It needs no strings, so the loading shell shows it before they have loaded
 * (PageSpinner, and its copy in index.html).
 */
export function BrandMark({ compact = false }: { compact?: boolean }) {
  return (
    <span className="inline-flex items-center gap-1.5 text-lg font-extrabold tracking-tight text-slate-900">
      <span className="flex size-8 items-center justify-center rounded-lg bg-slate-900">
        <Zap className="size-5 fill-bolt text-bolt" aria-hidden />
      </span>
      {/* Compact: on a phone the logo alone, the name still read out, so the header's controls fit. */}
      {compact ? <span className="max-sm:sr-only">{APP_NAME}</span> : APP_NAME}
    </span>
  );
}
