import { X } from 'lucide-react';
import { useEffect, useId, useRef, type ReactNode } from 'react';
import { cn } from '../../lib/cn';
import { keepTabInside } from './keep-tab-inside';

/**
 * A modal built on the native <dialog> (showModal): the browser makes the page behind inert, closes
 * on Escape and gives focus back to whatever opened it; Tab and Shift+Tab cycle inside it. `open` drives it;
 * `onClose` runs however it closes (Escape, the X, a backdrop click, or `open` turning false).
 * While `dismissible` is false (e.g. a request is running) Escape, the X and the backdrop do nothing.
 */
export function Dialog({
  open,
  onClose,
  title,
  description,
  closeLabel,
  dismissible = true,
  className,
  children,
  ...rest
}: {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  description?: ReactNode;
  /** The X button's accessible name (e.g. "Close"). */
  closeLabel: string;
  dismissible?: boolean;
  className?: string;
  children: ReactNode;
  'data-testid'?: string;
}) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const descriptionId = useId();

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);

  return (
    <dialog
      ref={dialogRef}
      aria-labelledby={titleId}
      aria-describedby={description ? descriptionId : undefined}
      data-testid={rest['data-testid']}
      onClose={onClose}
      onKeyDown={keepTabInside}
      onCancel={(e) => {
        if (!dismissible) e.preventDefault();
      }}
      onClick={(e) => {
        // A click on the backdrop (the dialog element itself, outside its panel) closes it.
        if (dismissible && e.target === e.currentTarget) e.currentTarget.close();
      }}
      className={cn(
        'm-auto w-[calc(100%-2rem)] max-w-md rounded-2xl bg-white p-0 text-slate-900 shadow-xl backdrop:bg-slate-900/50',
        className,
      )}
    >
      <div className="p-5 sm:p-6">
        <div className="flex items-start justify-between gap-3">
          <h2 id={titleId} className="text-lg font-bold text-slate-900">
            {title}
          </h2>
          <button
            type="button"
            disabled={!dismissible}
            onClick={() => dialogRef.current?.close()}
            className="-me-2 -mt-1 flex size-10 shrink-0 items-center justify-center rounded-lg text-slate-600 hover:bg-slate-100 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-brand-600 disabled:opacity-40"
          >
            <X className="size-5" aria-hidden />
            <span className="sr-only">{closeLabel}</span>
          </button>
        </div>
        {description && (
          <div id={descriptionId} className="mt-1 text-sm text-slate-700">
            {description}
          </div>
        )}
        {children}
      </div>
    </dialog>
  );
}
