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

/**
 * Characters that change how a text is shown without showing themselves: the bidirectional
 * embeddings, overrides and isolates (a name after U+202E reads backwards in the agenda, the
 * lists, the CSV and the WhatsApp text), the zero-width space, the direction marks and the BOM.
 */
const HIDDEN = /[\u200b\u200e\u200f\u202a-\u202e\u2066-\u2069\ufeff]/;
/** In names, phones and e-mails the zero-width (non-)joiners too; elsewhere they may join an emoji. */
const HIDDEN_IN_NAMES = /[\u200b-\u200f\u202a-\u202e\u2066-\u2069\ufeff]/;

/** `name`: a person's or a thing's name, a phone, an e-mail; `text`: a description, a category. */
export type TextKind = 'text' | 'name';

/** True when the text holds nothing that hides itself or breaks storage. */
function isPrintable(value: string, kind: TextKind = 'text'): boolean {
  return !CONTROL.test(value) && !(kind === 'name' ? HIDDEN_IN_NAMES : HIDDEN).test(value);
}

const printable = (label: string, kind: TextKind) =>
  [(v: string) => isPrintable(v, kind), `${label} tiene caracteres no válidos.`] as const;

/** A required text: printable (checked before trimming, which would drop a BOM unseen), trimmed, not empty, bounded. */
export function requiredText(message: string, max: number, label: string, kind: TextKind = 'text') {
  return z
    .string({ error: message })
    .refine(...printable(label, kind))
    .trim()
    .min(1, message)
    .max(max, `${label} admite hasta ${max} caracteres.`);
}

/** An optional text: absent, null and blanks all mean "none", answered as ''. */
export function optionalText(max: number, label: string, kind: TextKind = 'text') {
  return z
    .string({ error: `${label} debe ser un texto.` })
    .refine(...printable(label, kind))
    .trim()
    .max(max, `${label} admite hasta ${max} caracteres.`)
    .nullish()
    .transform((v) => v ?? '');
}

/** An optional email: empty is fine, anything else must look like one. */
export const optionalEmail = optionalText(254, 'El email', 'name').refine(
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

/**
 * A positive whole id from a route parameter, written as plain decimal digits: `0x10`, `1e3`,
 * ` 1`, `+1` or `01` are not ids (a coercing parse took them as 16, 1000 and 1).
 */
export const idParamSchema = z.object({
  id: z
    .string()
    .regex(/^[1-9]\d{0,9}$/, 'Identificador inválido.')
    .transform(Number)
    .refine((v) => v <= 2_147_483_647, 'Identificador inválido.'),
});
