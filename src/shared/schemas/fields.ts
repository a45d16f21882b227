import { z } from 'zod';

/**
 * Field rules shared by the entity schemas. Every message names its field, so the server's 400
 * and the form's error under the input say the same thing.
 */

/**
 * Control characters (NUL, escape…) have no place in a name or a description, and PostgreSQL
 * refuses NUL outright. Tabs and line breaks, which a spreadsheet cell may hold, are allowed.
 */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;
const noControl = (label: string) =>
  [(v: string) => !CONTROL.test(v), `${label} tiene caracteres no válidos.`] as const;

/** A required text: trimmed, not empty, bounded, printable. */
export function requiredText(message: string, max: number, label: string) {
  return z
    .string({ error: message })
    .trim()
    .min(1, message)
    .max(max, `${label} admite hasta ${max} caracteres.`)
    .refine(...noControl(label));
}

/** An optional text: absent, null and blanks all mean "none", answered as ''. */
export function optionalText(max: number, label: string) {
  return z
    .string({ error: `${label} debe ser un texto.` })
    .trim()
    .max(max, `${label} admite hasta ${max} caracteres.`)
    .refine(...noControl(label))
    .nullish()
    .transform((v) => v ?? '');
}

/** An optional email: empty is fine, anything else must look like one. */
export const optionalEmail = optionalText(254, 'El email').refine(
  (v) => v === '' || z.email().safeParse(v).success,
  'El email no es válido.',
);

/** A phone as people write it: digits, spaces, +, -, (, ), dots or slashes, with 6 to 20 digits. */
export function isPhone(value: string): boolean {
  const digits = value.replace(/\D/g, '').length;
  return /^[\d\s+()./-]+$/.test(value) && digits >= 6 && digits <= 20;
}

/** True when the number has at most two decimals (a price in cents). */
export function hasAtMostTwoDecimals(value: number): boolean {
  return Math.abs(Math.round(value * 100) - value * 100) < 1e-6;
}

/** A positive whole id from a route parameter. */
export const idParamSchema = z.object({
  id: z.coerce
    .number({ error: 'Identificador inválido.' })
    .int('Identificador inválido.')
    .positive('Identificador inválido.')
    .max(2_147_483_647, 'Identificador inválido.'),
});
