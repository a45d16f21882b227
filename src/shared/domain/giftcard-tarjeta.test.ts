import { describe, expect, it } from 'vitest';
import { cortar, disenoDeTarjeta, LIENZO, MARGEN, TARJETA, type Medir, type Trazo } from './giftcard-diseno.ts';
import {
  enlaceDeSaldo,
  mensajeDeTarjeta,
  textosDeTarjeta,
  whatsappDeTarjeta,
  type DatosDeTarjeta,
} from './giftcard-tarjeta.ts';
import { partir } from './giftcard-diseno.ts';

const ENLACE = 'https://centro.example/giftcard?codigo=K7QM-9XR4-TA';
const card: DatosDeTarjeta = {
  codigo: 'K7QM9XR4TA',
  valor: 30_000,
  servicio: null,
  destinatario: '  Berta ',
  mensaje: '¡Feliz\ncumple!',
  vence: '2027-05-27',
  enlace: ENLACE,
};

/** A font whose every character is as wide as half its size: easy to work out by hand. */
const medir: Medir = (texto, _fuente, tamano) => [...texto].length * tamano * 0.5;
const textos = (trazos: Trazo[]) => trazos.flatMap((t) => (t.tipo === 'texto' ? [t] : []));

describe('the card’s texts', () => {
  it('says the worth, for whom, the message, the code grouped and the expiry', () => {
    expect(enlaceDeSaldo('https://centro.example', 'K7QM9XR4TA')).toBe(ENLACE);
    expect(textosDeTarjeta(card, ' Estética Luna ')).toMatchObject({
      centro: 'Estética Luna',
      titulo: 'Gift card',
      valor: '$ 30.000,00',
      para: 'Para Berta',
      mensaje: '“¡Feliz cumple!”',
      codigo: 'K7QM-9XR4-TA',
      vence: 'Vence el 27/05/2027',
      saldo: 'Consultá el saldo',
      enlace: ENLACE,
    });
    const servicio = textosDeTarjeta(
      { ...card, valor: null, servicio: 'Lifting de pestañas', destinatario: ' ', mensaje: null },
      '',
    );
    expect(servicio).toMatchObject({
      valor: 'Válida para 1 Lifting de pestañas',
      deServicio: true,
      para: null,
      mensaje: null,
    });
  });

  it('writes the WhatsApp message with the code and the balance link, to a chat chosen in WhatsApp', () => {
    expect(mensajeDeTarjeta(textosDeTarjeta(card, 'Estética Luna'))).toBe(
      [
        '¡Hola, Berta! 🎁 Te regalaron una gift card de $ 30.000,00 en Estética Luna.',
        '',
        '“¡Feliz cumple!”',
        '',
        'Código: *K7QM-9XR4-TA*',
        'Vence el 27/05/2027.',
        `Consultá el saldo: ${ENLACE}`,
      ].join('\n'),
    );
    const sinNada = { ...card, valor: null, servicio: 'Masaje', destinatario: null, mensaje: null };
    expect(mensajeDeTarjeta(textosDeTarjeta(sinNada, ''))).toMatch(
      /^¡Hola! 🎁 Te regalaron una gift card válida para 1 Masaje\.\n\nCódigo: \*K7QM-9XR4-TA\*\n/,
    );
    const link = whatsappDeTarjeta(card, 'Estética Luna');
    expect(link.startsWith('https://wa.me/?text=')).toBe(true);
    const texto = decodeURIComponent(link.slice('https://wa.me/?text='.length));
    expect(texto).toContain('K7QM-9XR4-TA');
    expect(texto).toContain(ENLACE);
  });
});

describe('the card’s layout', () => {
  it('cuts a line with an ellipsis only when it does not fit', () => {
    // 10 units a character at size 20.
    expect(cortar(medir, 'Berta', 'sans', 20, 50)).toBe('Berta');
    expect(cortar(medir, 'Bernardita', 'sans', 20, 50)).toBe('Bern…');
    expect(cortar(medir, 'Ana María', 'sans', 20, 50)).toBe('Ana…');
  });

  it('wraps words, cuts a word wider than a line, and ends what does not fit with an ellipsis', () => {
    expect(partir(medir, 'uno dos tres cuatro', 'sans', 20, 80, 3)).toEqual(['uno dos', 'tres', 'cuatro']);
    expect(partir(medir, 'abcdefghijkl xy', 'sans', 20, 50, 3)).toEqual(['abcde', 'fghij', 'kl xy']);
    const largo = partir(medir, 'uno dos tres cuatro cinco seis siete', 'sans', 20, 80, 2);
    expect(largo).toEqual(['uno dos', 'tres cu…']);
  });

  it('keeps every text on the card, clear of the ribbon, long names and messages included', () => {
    const largo = 'Para que te regales un momento para vos, porque te lo merecés después de este año tan largo '.repeat(
      3,
    );
    for (const datos of [
      card,
      {
        ...card,
        valor: null,
        servicio: 'Lifting de pestañas con tinte y nutrición profunda de larga duración con masaje',
        destinatario: 'María de los Ángeles Fernández González de la Torre y Mendoza',
        mensaje: largo,
      },
      { ...card, valor: 123_456_789.5, destinatario: null, mensaje: null },
    ]) {
      const t = textosDeTarjeta(datos, 'Estética Integral Luna Nueva de Villa Carlos Paz, Córdoba');
      const trazos = disenoDeTarjeta(t, medir);
      const cinta = trazos.find((x) => x.tipo === 'rect' && x.alto === TARJETA.alto && x.ancho < 100);
      expect(cinta).toBeDefined();
      const cintaX = cinta?.tipo === 'rect' ? cinta.x : 0;
      for (const x of textos(trazos)) {
        const fin = x.x + medir(x.texto, x.fuente, x.tamano) + x.espaciado * ([...x.texto].length - 1);
        expect(x.x).toBeGreaterThanOrEqual(MARGEN);
        expect(fin).toBeLessThanOrEqual(MARGEN + TARJETA.ancho);
        expect(x.y).toBeLessThan(LIENZO.alto - MARGEN);
        // Left of the ribbon, or right of it: never across.
        expect(fin <= cintaX || x.x >= cintaX + 40, x.texto).toBe(true);
      }
      const codigo = textos(trazos).find((x) => x.texto === 'K7QM-9XR4-TA');
      const etiqueta = textos(trazos).find((x) => x.texto === 'CÓDIGO');
      expect(codigo).toBeDefined();
      // Nothing of the column runs into the code's label.
      for (const x of textos(trazos).filter((x) => x.x < cintaX && x !== codigo && x !== etiqueta)) {
        expect(x.y).toBeLessThan((etiqueta?.y ?? 0) - 30);
      }
      expect(trazos.filter((x) => x.tipo === 'qr')).toEqual([expect.objectContaining({ enlace: ENLACE })]);
    }
  });

  it('shows the long message cut with an ellipsis, in at most three lines', () => {
    const mensaje = 'palabra '.repeat(60);
    const trazos = disenoDeTarjeta(textosDeTarjeta({ ...card, mensaje }, 'Luna'), medir);
    const lineas = textos(trazos).filter((x) => x.fuente === 'serif-italica');
    expect(lineas.length).toBeGreaterThan(0);
    expect(lineas.length).toBeLessThanOrEqual(3);
    expect(lineas.at(-1)?.texto.endsWith('…')).toBe(true);
    expect(lineas[0]?.texto.startsWith('“palabra')).toBe(true);
  });
});
