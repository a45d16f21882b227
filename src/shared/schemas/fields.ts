import { z } from 'zod';
import { isPhone } from '#shared/domain/telefono.ts';

export { isPhone };

/**
 * Field rules shared by the entity schemas. Every message names its field, so the server's 400
 * and the form's error under the input say the same thing.
 */

/**
 * Every control character (C0 with tab, CR and LF, DEL, C1 with NEL U+0085) and the line and
 * paragraph separators: a name or a phone holding one is stored as typed and breaks the line of
 * the agenda, the CSV and the WhatsApp reminder; PostgreSQL refuses NUL outright.
 */
const CONTROL = /[\p{Cc}\u2028\u2029]/u;
/** In a multi-line text (a note) the same, but a line break (LF, as the browser's textarea sends it) stays. */
// eslint-disable-next-line no-control-regex -- matching control characters is the point (\p{Cc} but LF)
const CONTROL_MULTILINE = /[\u0000-\u0009\u000b-\u001f\u007f-\u009f\u2028\u2029]/;

/**
 * Characters that change how a text is shown without showing themselves: the format category
 * (bidirectional embeddings, overrides, isolates and marks, the Arabic letter mark U+061C, the
 * zero-width space, the word joiner, the soft hyphen, the BOM, the tags…), the other default-
 * ignorable ones (the Hangul fillers, the combining grapheme joiner, the Mongolian selectors…)
 * and the braille blank. A name after U+202E reads backwards in the agenda, the lists, the CSV
 * and the WhatsApp text; a name of fillers alone shows as nothing.
 */
const INVISIBLE = /[\p{Cf}\p{Default_Ignorable_Code_Point}\u2800]/u;
/**
 * What a description keeps of them, to draw an emoji: the zero-width (non-)joiners, the variation
 * selectors (U+FE0F: '❤️') and a subdivision flag's tags (🏴 + tags + cancel tag).
 */
const EMOJI_PARTS = /\u200c|\u200d|[\ufe00-\ufe0f]|\u{1f3f4}[\u{e0061}-\u{e007a}]{2,6}\u{e007f}/gu;
/** In names, phones and e-mails only the variation selectors, which show with their emoji. */
const SELECTORS = /[\ufe00-\ufe0f]/gu;

/**
 * `name`: a person's or a thing's name, which needs a letter; `contact`: a phone, an e-mail;
 * `text`: a description, a category (one line); `multiline`: a note (keeps its line breaks).
 */
export type TextKind = 'text' | 'multiline' | 'name' | 'contact';

/** True when the text holds nothing that hides itself, breaks its line or breaks storage. */
export function isPrintable(value: string, kind: TextKind = 'text'): boolean {
  if ((kind === 'multiline' ? CONTROL_MULTILINE : CONTROL).test(value)) return false;
  const shown = value.replace(kind === 'text' || kind === 'multiline' ? EMOJI_PARTS : SELECTORS, '');
  return !INVISIBLE.test(shown);
}

/** True when a name shows at least one letter (a name of spaces, marks or emoji alone is no name). */
export function hasLetter(value: string): boolean {
  return /\p{L}/u.test(value);
}

const printable = (label: string, kind: TextKind) =>
  [(v: string) => isPrintable(v, kind), `${label} tiene caracteres no válidos.`] as const;
const lettered = (label: string, kind: TextKind) =>
  [(v: string) => kind !== 'name' || v === '' || hasLetter(v), `${label} debe tener al menos una letra.`] as const;

/** A required text: printable (checked before trimming, which would drop a BOM unseen), trimmed, not empty, bounded. */
export function requiredText(message: string, max: number, label: string, kind: TextKind = 'text') {
  return z
    .string({ error: message })
    .refine(...printable(label, kind))
    .trim()
    .min(1, message)
    .max(max, `${label} admite hasta ${max} caracteres.`)
    .refine(...lettered(label, kind));
}

/** An optional text: absent, null and blanks all mean "none", answered as ''. */
export function optionalText(max: number, label: string, kind: TextKind = 'text') {
  return z
    .string({ error: `${label} debe ser un texto.` })
    .refine(...printable(label, kind))
    .trim()
    .max(max, `${label} admite hasta ${max} caracteres.`)
    .refine(...lettered(label, kind))
    .nullish()
    .transform((v) => v ?? '');
}

/** An optional email: empty is fine, anything else must look like one. */
export const optionalEmail = optionalText(254, 'El email', 'contact').refine(
  (v) => v === '' || z.email().safeParse(v).success,
  'El email no es válido.',
);

/** True when the number has at most two decimals (a price in cents). */
export function hasAtMostTwoDecimals(value: number): boolean {
  return Math.abs(Math.round(value * 100) - value * 100) < 1e-6;
}

const MAX_ID = 2_147_483_647;

/**
 * A positive whole id written as plain decimal digits (a path's or a query's text): `0x10`, `1e3`,
 * ` 1`, `+1`, `01` or `true` are not ids (a coercing parse took them as 16, 1000 and 1).
 */
export function idText(message: string) {
  return z
    .string({ error: message })
    .regex(/^[1-9]\d{0,9}$/, message)
    .transform(Number)
    .refine((v) => v <= MAX_ID, message);
}

/** A positive whole id in a JSON body: a number, never a text or a boolean coerced into one. */
export function idNumber(message: string) {
  return z.number({ error: message }).int(message).positive(message).max(MAX_ID, message);
}

/** A route's `:id`. */
export const idParamSchema = z.object({ id: idText('Identificador inválido.') });
