import { clsx, type ClassValue } from 'clsx';
import { twMerge } from 'tailwind-merge';

/**
 * Joins class names; later Tailwind utilities win over earlier conflicting ones.
 * For server components only: tailwind-merge stays out of the browser bundle, so
 * anything a client component renders joins classes with plain `clsx` instead.
 */
export function cn(...inputs: ClassValue[]): string {
  return twMerge(clsx(inputs));
}
