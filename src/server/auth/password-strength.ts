/**
 * Whether a new password is one an attacker would try early (decision 016): zxcvbn's estimate,
 * from the @zxcvbn-ts packages (about 49,000 leaked passwords, keyboard patterns, repeats,
 * sequences, dates and l33t spellings, the common English words of passphrases, and Spanish
 * words, names and surnames), under 10^9 guesses. Checked here, on the server only: the
 * dictionaries never reach the browser, and they are loaded at the first password the server
 * checks, not at start (≈ 45 MB and a fraction of a second once loaded).
 */
import type { ZxcvbnFactory } from '@zxcvbn-ts/core';
import { foldText } from '#shared/domain/text.ts';
import { usuarioCodes, usuarioMessages } from '#shared/schemas/usuario.ts';
import { HttpError } from '#server/http/errors.ts';

/**
 * zxcvbn's score 3 ("safely unguessable") begins at 10^8 guesses, but zxcvbn also counts at least
 * 10^8 for any password it reads as three pieces, however common each is ('mi' + 'clave' + '123'),
 * so the line is drawn one order higher: every password of the former list, in any case, is under
 * 10^8.2; every passphrase tried is over 10^9 (decision 016).
 */
const MIN_GUESSES = 1e9;

/** Words of this product that a password should not lean on, beside the account's own. */
const PRODUCT_WORDS = ['centro de belleza', 'estética'];

let estimator: Promise<ZxcvbnFactory> | undefined;

function loadEstimator(): Promise<ZxcvbnFactory> {
  estimator ??= (async () => {
    const [{ ZxcvbnFactory }, common, words, firstNames, lastNames, sequences] = await Promise.all([
      import('@zxcvbn-ts/core'),
      import('@zxcvbn-ts/language-common'),
      // The Spanish package's lists one by one rather than its index, which also loads 49,000
      // words taken from Wikipedia: 9 MB more held by the server, and not one password of the
      // former list or of the tests needed them (decision 016).
      import('@zxcvbn-ts/language-es-es/dist/commonWords.json.cjs'),
      import('@zxcvbn-ts/language-es-es/dist/firstnames.json.cjs'),
      import('@zxcvbn-ts/language-es-es/dist/lastnames.json.cjs'),
      import('@zxcvbn-ts/language-es-es/dist/wordSequences.json.cjs'),
    ]);
    return new ZxcvbnFactory({
      dictionary: {
        ...common.dictionary,
        'commonWords-es-es': words.default,
        'firstnames-es-es': firstNames.default,
        'lastnames-es-es': lastNames.default,
        ...sequences.default, // months, weekdays, numbers in words…
      },
      graphs: common.adjacencyGraphs,
      // Bound the work of one check, which runs on the event loop: l33t spellings are tried
      // with at most 10 substitutions (100 took seconds on a long random password), and only
      // the first 64 characters are judged (a password whose first 64 are hard to guess is).
      l33tMaxSubstitutions: 10,
      maxLength: 64,
    });
  })().catch((err: unknown) => {
    estimator = undefined; // tried again by the next password
    throw err;
  });
  return estimator;
}

/**
 * The product's words and the account's username, name and e-mail, whole and in pieces, as
 * written and without accents ('Recepción' is as often typed 'recepcion'): what a password
 * would reuse.
 */
function contextWords(texts: readonly (string | null | undefined)[]): string[] {
  const words = new Set<string>();
  for (const text of texts) {
    if (text == null) continue;
    for (const form of [text.toLowerCase(), foldText(text)]) {
      for (const word of [form, form.replace(/[^\p{L}\p{N}]+/gu, ''), ...form.split(/[^\p{L}\p{N}]+/u)]) {
        // Pieces under three letters ('de', 'la') would only make ordinary phrases look guessable.
        if (word.length >= 3) words.add(word);
      }
    }
  }
  return [...words];
}

/** True when zxcvbn counts fewer than 10^9 guesses for the password, given the account's own words. */
export async function isGuessablePassword(
  password: string,
  account: readonly (string | null | undefined)[] = [],
): Promise<boolean> {
  const zxcvbn = await loadEstimator();
  return zxcvbn.check(password, contextWords([...PRODUCT_WORDS, ...account])).guesses < MIN_GUESSES;
}

/** Answers 400 with the same Spanish message as the forms when the password is guessable. */
export async function refuseGuessablePassword(
  password: string,
  account: readonly (string | null | undefined)[] = [],
): Promise<void> {
  if (await isGuessablePassword(password, account))
    throw new HttpError(400, usuarioMessages.comun, { code: usuarioCodes.comun });
}
