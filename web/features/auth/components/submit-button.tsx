import { LoaderCircle } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '../../../components/ui/button';

/** The form's main button: full width, disabled with a spinner and its own wording while sending. */
export function SubmitButton({
  pending,
  pendingLabel,
  children,
}: {
  pending: boolean;
  pendingLabel: string;
  children: ReactNode;
}) {
  return (
    <Button
      type="submit"
      size="lg"
      disabled={pending}
      className="h-auto min-h-12 w-full px-3 py-2.5 text-center text-balance"
    >
      {pending ? (
        <>
          <LoaderCircle className="size-5 shrink-0 animate-spin" aria-hidden />
          {pendingLabel}
        </>
      ) : (
        children
      )}
    </Button>
  );
}
