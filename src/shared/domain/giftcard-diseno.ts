import type { TextosDeTarjeta } from './giftcard-tarjeta.ts';

/**
 * The gift card's look (decision 045), laid out once for both drawings: the panel's canvas (the
 * PNG) and the server's pdfkit (the PDF) each run these strokes with their own fonts, and measure
 * text with them (`Medir`), so a long name or message wraps or ends in '…' in both alike.
 *
 * A present: a rose band with the centre's name, a gold ribbon across it and down the card with
 * a bow where they meet; the worth large, for whom, the message; the code and the QR to the
 * balance page. Units are the card's own (1000 × 625, its sides as a bank card's), on a sheet
 * with a margin around it.
 */
export const MARGEN = 36;
export const TARJETA = { ancho: 1000, alto: 625, radio: 30 } as const;
export const LIENZO = { ancho: TARJETA.ancho + 2 * MARGEN, alto: TARJETA.alto + 2 * MARGEN } as const;

/** The public site's own colours (site.css): its rose, its gold, its cream and its ink. */
export const COLORES = {
  hoja: '#F3E4DE',
  fondo: '#FBF7F3',
  borde: '#E7D8D1',
  banda: '#8C4A57',
  cinta: '#D2AE6E',
  cintaOscura: '#B08A4F',
  texto: '#2B2024',
  acento: '#8C4A57',
  tenue: '#6B5A5F',
  blanco: '#FFFFFF',
  qr: '#2B2024',
} as const;

export type Fuente = 'serif' | 'serif-italica' | 'sans' | 'sans-negrita' | 'mono';
/** The width of `texto` in `fuente` at `tamano`, in the same units. */
export type Medir = (texto: string, fuente: Fuente, tamano: number) => number;
export type Paso =
  ['M', number, number] | ['L', number, number] | ['C', number, number, number, number, number, number];

export type Trazo =
  | { tipo: 'rect'; x: number; y: number; ancho: number; alto: number; color: string; radio: number; borde?: string }
  /** What follows, up to 'fin-recorte', is drawn only inside this rounded rectangle (the card). */
  | { tipo: 'recorte'; x: number; y: number; ancho: number; alto: number; radio: number }
  | { tipo: 'fin-recorte' }
  /** A closed shape, filled. */
  | { tipo: 'camino'; pasos: Paso[]; color: string }
  /** One line, `y` its baseline, `x` its left end (aligned here, the same in both drawings). */
  | {
      tipo: 'texto';
      texto: string;
      x: number;
      y: number;
      fuente: Fuente;
      tamano: number;
      color: string;
      espaciado: number;
    }
  /** The QR's modules within a square of side `lado` (its quiet zone is the white around it). */
  | { tipo: 'qr'; x: number; y: number; lado: number; enlace: string };

const ELIPSIS = '…';

function anchoDe(medir: Medir, texto: string, fuente: Fuente, tamano: number, espaciado = 0): number {
  return medir(texto, fuente, tamano) + espaciado * Math.max(0, [...texto].length - 1);
}

/** `texto` in one line of at most `max`: whole, or cut with '…'. */
export function cortar(
  medir: Medir,
  texto: string,
  fuente: Fuente,
  tamano: number,
  max: number,
  espaciado = 0,
): string {
  if (anchoDe(medir, texto, fuente, tamano, espaciado) <= max) return texto;
  const letras = [...texto];
  let entran = 0;
  let hasta = letras.length;
  // The longest start that fits with its '…' (fewer letters never measure wider).
  while (entran < hasta) {
    const medio = Math.ceil((entran + hasta) / 2);
    const prueba = letras.slice(0, medio).join('').trimEnd() + ELIPSIS;
    if (anchoDe(medir, prueba, fuente, tamano, espaciado) <= max) entran = medio;
    else hasta = medio - 1;
  }
  return letras.slice(0, entran).join('').trimEnd() + ELIPSIS;
}

/**
 * `texto` in lines of at most `max`, at most `lineas` of them: words kept whole unless one alone
 * is wider than a line; what does not fit ends the last line with '…'.
 */
export function partir(
  medir: Medir,
  texto: string,
  fuente: Fuente,
  tamano: number,
  max: number,
  lineas: number,
): string[] {
  const ancho = (s: string) => medir(s, fuente, tamano);
  const todas: string[] = [];
  let linea = '';
  for (let palabra of texto.split(' ').filter((p) => p !== '')) {
    const junto = linea === '' ? palabra : `${linea} ${palabra}`;
    if (ancho(junto) <= max) {
      linea = junto;
      continue;
    }
    if (linea !== '') todas.push(linea);
    // A word wider than a line (a long name, a row of emoji): cut where the line ends.
    while (ancho(palabra) > max) {
      const letras = [...palabra];
      let n = 1;
      while (n < letras.length && ancho(letras.slice(0, n + 1).join('')) <= max) n++;
      todas.push(letras.slice(0, n).join(''));
      palabra = letras.slice(n).join('');
    }
    linea = palabra;
  }
  if (linea !== '') todas.push(linea);
  if (todas.length <= lineas) return todas;
  const resto = todas.slice(lineas - 1).join(' ');
  return [...todas.slice(0, lineas - 1), cortar(medir, resto, fuente, tamano, max)];
}

/** The largest size from `desde` down to `hasta` (by 2) at which `texto` fits `max`; else `hasta`. */
function tamanoQueEntra(
  medir: Medir,
  texto: string,
  fuente: Fuente,
  max: number,
  desde: number,
  hasta: number,
): number {
  let tamano = desde;
  while (tamano > hasta && medir(texto, fuente, tamano) > max) tamano -= 2;
  return tamano;
}

/** The bow where the ribbons cross, centred on (cx, cy): two loops, two tails and the knot. */
function mono(cx: number, cy: number): Trazo[] {
  const lazo = (s: 1 | -1): Paso[] => [
    ['M', cx, cy],
    ['C', cx + s * 22, cy - 58, cx + s * 82, cy - 62, cx + s * 78, cy - 16],
    ['C', cx + s * 74, cy + 18, cx + s * 30, cy + 14, cx, cy],
  ];
  const interior = (s: 1 | -1): Paso[] => [
    ['M', cx + s * 8, cy - 4],
    ['C', cx + s * 26, cy - 40, cx + s * 62, cy - 44, cx + s * 62, cy - 18],
    ['C', cx + s * 58, cy - 2, cx + s * 30, cy + 2, cx + s * 8, cy - 4],
  ];
  const cola = (s: 1 | -1): Paso[] => [
    ['M', cx - s * 6, cy + 4],
    ['L', cx + s * 40, cy + 78],
    ['L', cx + s * 26, cy + 74],
    ['L', cx + s * 20, cy + 92],
    ['L', cx + s * 8, cy + 6],
  ];
  return [
    { tipo: 'camino', pasos: cola(-1), color: COLORES.cintaOscura },
    { tipo: 'camino', pasos: cola(1), color: COLORES.cintaOscura },
    { tipo: 'camino', pasos: lazo(-1), color: COLORES.cinta },
    { tipo: 'camino', pasos: lazo(1), color: COLORES.cinta },
    { tipo: 'camino', pasos: interior(-1), color: COLORES.cintaOscura },
    { tipo: 'camino', pasos: interior(1), color: COLORES.cintaOscura },
    {
      tipo: 'rect',
      x: cx - 14,
      y: cy - 14,
      ancho: 28,
      alto: 28,
      color: COLORES.cinta,
      radio: 8,
      borde: COLORES.cintaOscura,
    },
  ];
}

// The card's places, in its own units (from its top left corner).
const BANDA = 150;
const CINTA = { x: 662, ancho: 40, alto: 16 };
const IZQ = { x: 56, ancho: CINTA.x - 56 - 28 };
const DER = { centro: (CINTA.x + CINTA.ancho + TARJETA.ancho) / 2 };
const QR = { caja: 208, lado: 176, y: 196 };
/** The lowest baseline the message may take: below it the code's label. */
const FIN_DEL_TEXTO = 486;

/** The card's strokes on the sheet (LIENZO), in the order they are drawn. */
export function disenoDeTarjeta(t: TextosDeTarjeta, medir: Medir): Trazo[] {
  const x0 = MARGEN;
  const y0 = MARGEN;
  const trazos: Trazo[] = [
    { tipo: 'rect', x: 0, y: 0, ancho: LIENZO.ancho, alto: LIENZO.alto, color: COLORES.hoja, radio: 0 },
    {
      tipo: 'rect',
      x: x0,
      y: y0,
      ancho: TARJETA.ancho,
      alto: TARJETA.alto,
      color: COLORES.fondo,
      radio: TARJETA.radio,
      borde: COLORES.borde,
    },
    { tipo: 'recorte', x: x0, y: y0, ancho: TARJETA.ancho, alto: TARJETA.alto, radio: TARJETA.radio },
    { tipo: 'rect', x: x0, y: y0, ancho: TARJETA.ancho, alto: BANDA, color: COLORES.banda, radio: 0 },
    { tipo: 'rect', x: x0, y: y0 + BANDA, ancho: TARJETA.ancho, alto: CINTA.alto, color: COLORES.cinta, radio: 0 },
    { tipo: 'rect', x: x0 + CINTA.x, y: y0, ancho: CINTA.ancho, alto: TARJETA.alto, color: COLORES.cinta, radio: 0 },
    { tipo: 'fin-recorte' },
    ...mono(x0 + CINTA.x + CINTA.ancho / 2, y0 + BANDA + CINTA.alto / 2),
  ];
  const texto = (s: string, x: number, y: number, fuente: Fuente, tamano: number, color: string, espaciado = 0) =>
    trazos.push({ tipo: 'texto', texto: s, x: x0 + x, y: y0 + y, fuente, tamano, color, espaciado });
  const centrado = (s: string, cx: number, ancho: number, y: number, fuente: Fuente, tamano: number, color: string) => {
    const linea = cortar(medir, s, fuente, tamano, ancho);
    texto(linea, cx - medir(linea, fuente, tamano) / 2, y, fuente, tamano, color);
  };

  // The band: the centre's name, as large as fits in a line, else in two smaller ones.
  const anchoNombre = CINTA.x - 90 - IZQ.x;
  if (t.centro !== '') {
    const tamano = tamanoQueEntra(medir, t.centro, 'serif', anchoNombre, 50, 40);
    if (medir(t.centro, 'serif', tamano) <= anchoNombre) {
      texto(t.centro, IZQ.x, BANDA / 2 + tamano * 0.34, 'serif', tamano, COLORES.blanco);
    } else {
      const [primera = '', segunda = ''] = partir(medir, t.centro, 'serif', 34, anchoNombre, 2);
      texto(primera, IZQ.x, BANDA / 2 - 6, 'serif', 34, COLORES.blanco);
      texto(segunda, IZQ.x, BANDA / 2 + 34, 'serif', 34, COLORES.blanco);
    }
  }

  // The left column: the title, the worth, for whom and the message.
  const titulo = t.titulo.toUpperCase();
  texto(titulo, IZQ.x, 226, 'sans-negrita', 22, COLORES.acento, 6);
  let y = 226;
  if (t.deServicio) {
    // One line if it fits large enough, else two, smaller when they need it.
    const enUna = tamanoQueEntra(medir, t.valor, 'serif', IZQ.ancho, 56, 44);
    const tamano =
      medir(t.valor, 'serif', enUna) <= IZQ.ancho
        ? enUna
        : partir(medir, t.valor, 'serif', 52, IZQ.ancho, 3).length <= 2
          ? 52
          : 42;
    for (const linea of partir(medir, t.valor, 'serif', tamano, IZQ.ancho, 2)) {
      y += y === 226 ? 22 + tamano * 0.8 : tamano * 1.12;
      texto(linea, IZQ.x, y, 'serif', tamano, COLORES.texto);
    }
  } else {
    const tamano = tamanoQueEntra(medir, t.valor, 'serif', IZQ.ancho, 92, 56);
    y += 24 + tamano * 0.78;
    texto(cortar(medir, t.valor, 'serif', tamano, IZQ.ancho), IZQ.x, y, 'serif', tamano, COLORES.texto);
  }
  if (t.para !== null) {
    y += 58;
    texto(cortar(medir, t.para, 'sans', 32, IZQ.ancho), IZQ.x, y, 'sans', 32, COLORES.texto);
  }
  if (t.mensaje !== null) {
    const alto = 36;
    const primera = y + 50;
    const lineas = Math.min(3, Math.floor((FIN_DEL_TEXTO - primera) / alto) + 1);
    if (lineas > 0) {
      partir(medir, t.mensaje, 'serif-italica', 28, IZQ.ancho, lineas).forEach((linea, i) =>
        texto(linea, IZQ.x, primera + i * alto, 'serif-italica', 28, COLORES.tenue),
      );
    }
  }

  // The code, to type at the desk or on the balance page.
  texto(t.codigoLabel.toUpperCase(), IZQ.x, 532, 'sans-negrita', 17, COLORES.tenue, 5);
  texto(t.codigo, IZQ.x, 580, 'mono', 44, COLORES.texto, 3);

  // The right column: the QR on white, what it is for, and the last valid day.
  const cx = DER.centro;
  trazos.push({
    tipo: 'rect',
    x: x0 + cx - QR.caja / 2,
    y: y0 + QR.y,
    ancho: QR.caja,
    alto: QR.caja,
    color: COLORES.blanco,
    radio: 16,
    borde: COLORES.borde,
  });
  trazos.push({
    tipo: 'qr',
    x: x0 + cx - QR.lado / 2,
    y: y0 + QR.y + (QR.caja - QR.lado) / 2,
    lado: QR.lado,
    enlace: t.enlace,
  });
  const anchoDer = TARJETA.ancho - CINTA.x - CINTA.ancho - 40;
  centrado(t.saldo, cx, anchoDer, QR.y + QR.caja + 38, 'sans-negrita', 22, COLORES.acento);
  centrado(t.vence, cx, anchoDer, 580, 'sans', 22, COLORES.texto);
  return trazos;
}
