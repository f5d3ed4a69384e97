import { useEffect, useState } from 'react';
import { cn } from '../../../lib/cn';

/** The blank margin a scanner needs around the code, in modules. */
const QUIET = 4;

/** The code's SVG path (its dark modules) and its side in modules, quiet margin included. */
async function drawQr(url: string): Promise<{ size: number; path: string }> {
  const { create } = await import('qrcode');
  const { modules } = create(url, { errorCorrectionLevel: 'M' });
  let d = '';
  for (let row = 0; row < modules.size; row++)
    for (let col = 0; col < modules.size; col++)
      if (modules.get(row, col)) d += `M${col + QUIET} ${row + QUIET}h1v1h-1z`;
  return { size: modules.size + QUIET * 2, path: d };
}

/**
 * The join address as a QR code: an SVG path of its dark modules, sharp at any size (a projector),
 * named by `label` for those who cannot see it. The encoder (a library of its own) loads and runs
 * after the page has painted: a blank square of the same size holds the place until then.
 */
export function JoinQr({ url, label, className }: { url: string; label: string; className?: string }) {
  const [qr, setQr] = useState<{ url: string; size: number; path: string } | null>(null);
  useEffect(() => {
    let current = true;
    void drawQr(url).then((drawn) => current && setQr({ url, ...drawn }));
    return () => {
      current = false;
    };
  }, [url]);
  const drawn = qr?.url === url ? qr : null;
  const size = drawn?.size ?? 1;
  return (
    <svg
      role="img"
      aria-label={label}
      viewBox={`0 0 ${size} ${size}`}
      shapeRendering="crispEdges"
      className={cn('block aspect-square rounded-lg bg-white', className)}
      data-testid="join-qr"
      data-drawn={drawn ? true : undefined}
    >
      <rect width={size} height={size} fill="#fff" />
      {drawn && <path d={drawn.path} fill="#0f172a" />}
    </svg>
  );
}
