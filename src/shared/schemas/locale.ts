import { z } from 'zod';

/** Zod's own messages in Spanish, for the few checks without a message of ours. */
export function useSpanishValidationMessages(): void {
  z.config(z.locales.es());
}
