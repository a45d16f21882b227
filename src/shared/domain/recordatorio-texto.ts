/**
 * The WhatsApp reminder's greeting and closing as the owner writes them in Ajustes:
 * `{nombre}` stands for the client's first name. No dependency: the settings' schema checks with
 * it, and the reminder's texts (whatsapp.ts) fill it in.
 */

/** Where the client's first name goes. */
export const NOMBRE = '{nombre}';

/** The greeting of every reminder until the owner writes her own: '¡Hola, Ana!'. */
export const SALUDO_RECORDATORIO = '¡Hola, {nombre}!';

/** The closing of every reminder until the owner writes her own. */
export const FIRMA_RECORDATORIO = '¡Te esperamos!';

/**
 * `plantilla` with the client's first name in place of each `{nombre}`. Without a name (a client
 * booked with a blank one), `{nombre}` goes with the comma or spaces before it ('¡Hola, {nombre}!'
 * → '¡Hola!'); at the very start, with the punctuation after it, and the next letter takes the
 * capital ('{nombre}, ¡hola!' → '¡Hola!').
 */
export function conNombre(plantilla: string, nombre: string): string {
  const pila = nombre.trim();
  // Split and joined, not replaced: a name holding '$&' stays as it is.
  if (pila !== '') return plantilla.split(NOMBRE).join(pila).trim();
  let texto = plantilla.trim();
  if (texto.startsWith(NOMBRE)) {
    texto = texto.slice(NOMBRE.length).replace(/^[\s,.:;]*/u, '');
    texto = texto.replace(/\p{L}/u, (letra) => letra.toUpperCase());
  }
  return texto.replace(/[\s,]*\{nombre\}/gu, '').trim();
}

/** True when the only word between braces is `{nombre}` (a '{name}' would reach the client as typed). */
export function soloNombreEntreLlaves(texto: string): boolean {
  return !/[{}]/u.test(texto.split(NOMBRE).join(''));
}
