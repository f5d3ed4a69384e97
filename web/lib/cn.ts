import { clsx, type ClassValue } from 'clsx';
import { twMerge } from 'tailwind-merge';

/** Joins class names and lets later Tailwind utilities override earlier ones. */
export function cn(...inputs: ClassValue[]): string {
  return twMerge(clsx(inputs));
}

/**
 * Builds tailwind-merge's class map now. Its first merge builds it, several ms on a phone; called in
 * a task of its own before the first render, that cost is not added to a render slice.
 */
export function warmClassMerge(): void {
  twMerge('p-0 p-1');
}
