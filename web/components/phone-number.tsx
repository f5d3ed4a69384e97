import { cn } from '../lib/cn';

/**
 * A phone number, isolated and left to right wherever it stands: in a right-to-left sentence
 * "+15551234567" would otherwise read "15551234567+". Whole on one line.
 */
export function PhoneNumber({ children, className }: { children?: React.ReactNode; className?: string }) {
  return (
    <bdi dir="ltr" className={cn('whitespace-nowrap', className)} data-testid="phone-number">
      {children}
    </bdi>
  );
}
