import { useMemo } from 'react';
import { create } from 'qrcode';
import { cn } from '../../../lib/cn';

/** The blank margin a scanner needs around the code, in modules. */
const QUIET = 4;

/**
 * The join address as a QR code: an SVG path of its dark modules, sharp at any size (a projector),
 * named by `label` for those who cannot see it.
 */
export function JoinQr({ url, label, className }: { url: string; label: string; className?: string }) {
  const { size, path } = useMemo(() => {
    const { modules } = create(url, { errorCorrectionLevel: 'M' });
    let d = '';
    for (let row = 0; row < modules.size; row++)
      for (let col = 0; col < modules.size; col++)
        if (modules.get(row, col)) d += `M${col + QUIET} ${row + QUIET}h1v1h-1z`;
    return { size: modules.size + QUIET * 2, path: d };
  }, [url]);
  return (
    <svg
      role="img"
      aria-label={label}
      viewBox={`0 0 ${size} ${size}`}
      shapeRendering="crispEdges"
      className={cn('block aspect-square rounded-lg bg-white', className)}
      data-testid="join-qr"
    >
      <rect width={size} height={size} fill="#fff" />
      <path d={path} fill="#0f172a" />
    </svg>
  );
}
