import { clsx, type ClassValue } from 'clsx';
import { extendTailwindMerge } from 'tailwind-merge';

// Our radius scale has custom names; tailwind-merge must know them to merge `rounded-*` classes correctly.
const twMerge = extendTailwindMerge({
  extend: { theme: { radius: ['brand', 'button', 'card'] } },
});

/** Joins class names; later Tailwind classes win over earlier conflicting ones. */
export function cn(...inputs: ClassValue[]): string {
  return twMerge(clsx(inputs));
}
