import * as AlertPrimitive from '@radix-ui/react-alert-dialog';
import * as DialogPrimitive from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { cn } from '../../lib/cn';

/** A confirmation that must be answered (Radix AlertDialog) or any other modal (Radix Dialog). */
const PARTS = {
  dialog: {
    Root: DialogPrimitive.Root,
    Portal: DialogPrimitive.Portal,
    Overlay: DialogPrimitive.Overlay,
    Content: DialogPrimitive.Content,
    Title: DialogPrimitive.Title,
    Description: DialogPrimitive.Description,
    Dismiss: DialogPrimitive.Close,
  },
  alertdialog: {
    Root: AlertPrimitive.Root,
    Portal: AlertPrimitive.Portal,
    Overlay: AlertPrimitive.Overlay,
    Content: AlertPrimitive.Content,
    Title: AlertPrimitive.Title,
    Description: AlertPrimitive.Description,
    Dismiss: AlertPrimitive.Cancel,
  },
};

/**
 * A modal on Radix's Dialog: the page behind is inert and hidden from assistive technology, Tab
 * stays inside, Escape closes, and focus goes back to whatever opened it (a trigger or not).
 * `open` drives it; `onClose` runs when the person closes it (Escape, the X, a backdrop click).
 * While `dismissible` is false (e.g. a request is running) Escape, the X and the backdrop do
 * nothing. `role="alertdialog"` for a confirmation: the backdrop does not close it, and focus
 * starts on the X, which cancels.
 */
export function Dialog({
  open,
  onClose,
  title,
  description,
  closeLabel,
  dismissible = true,
  role = 'dialog',
  className,
  children,
  returnFocusTo,
  ...rest
}: {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  description?: ReactNode;
  /** The X button's accessible name (e.g. "Close"). */
  closeLabel: string;
  dismissible?: boolean;
  role?: 'dialog' | 'alertdialog';
  className?: string;
  children: ReactNode;
  /**
   * Where focus goes back to on close, for a dialog whose code loads on demand: it first renders
   * already open, when what opened it may have lost focus (a button disabled while it works).
   */
  returnFocusTo?: HTMLElement | null;
  'data-testid'?: string;
}) {
  const { Root, Portal, Overlay, Content, Title, Description, Dismiss } = PARTS[role] as typeof PARTS.dialog;
  // Radix gives focus back only to its own Trigger; ours open from forms and lists. What had focus
  // is read as the dialog opens, before this render disables or removes anything.
  const [opener, setOpener] = useState<Element | null>(null);
  const [wasOpen, setWasOpen] = useState(false);
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) setOpener(returnFocusTo ?? document.activeElement);
  }
  const refuseWhileBusy = (event: Event) => {
    if (!dismissible) event.preventDefault();
  };

  return (
    <Root open={open} onOpenChange={(next) => !next && onClose()}>
      <Portal>
        <Overlay className="fixed inset-0 z-50 bg-slate-900/50" />
        <Content
          data-testid={rest['data-testid']}
          // Without a description, no aria-describedby pointing at nothing.
          {...(description ? {} : { 'aria-describedby': undefined })}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            if (opener instanceof HTMLElement && opener.isConnected) opener.focus();
          }}
          onEscapeKeyDown={refuseWhileBusy}
          onPointerDownOutside={refuseWhileBusy}
          className={cn(
            'fixed inset-0 z-50 m-auto h-fit max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] max-w-md overflow-y-auto rounded-2xl bg-white text-slate-900 shadow-xl focus:outline-none',
            className,
          )}
        >
          <div className="p-5 sm:p-6">
            <div className="flex items-start justify-between gap-3">
              <Title className="text-lg font-bold text-slate-900">{title}</Title>
              <Dismiss
                type="button"
                disabled={!dismissible}
                className="-me-2 -mt-1 flex size-10 shrink-0 items-center justify-center rounded-lg text-slate-600 hover:bg-slate-100 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-brand-600 disabled:opacity-40"
              >
                <X className="size-5" aria-hidden />
                <span className="sr-only">{closeLabel}</span>
              </Dismiss>
            </div>
            {description && (
              <Description asChild>
                <div className="mt-1 text-sm text-slate-700">{description}</div>
              </Description>
            )}
            {children}
          </div>
        </Content>
      </Portal>
    </Root>
  );
}
