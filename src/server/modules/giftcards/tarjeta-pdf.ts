import {
  disenoDeTarjeta,
  LIENZO,
  COLORES,
  type Fuente,
  type Paso,
  type Trazo,
} from '#shared/domain/giftcard-diseno.ts';
import { textosDeTarjeta, type DatosDeTarjeta, type TextosDeTarjeta } from '#shared/domain/giftcard-tarjeta.ts';
import { paraPdf } from '#server/modules/ventas/comprobante-pdf.ts';

/** Points per unit of the design: the sheet 536 × 348 pt (189 × 123 mm), printable at full size on A4. */
const ESCALA = 0.5;

/** PDF's built-in fonts: nothing to embed, the same on every server. */
const FUENTES: Record<Fuente, string> = {
  serif: 'Times-Roman',
  'serif-italica': 'Times-Italic',
  sans: 'Helvetica',
  'sans-negrita': 'Helvetica-Bold',
  mono: 'Courier-Bold',
};

/** Emoji and what joins or modifies them (skin tones, flags' letters, the emoji style's selector). */
const EMOJI = /\p{Extended_Pictographic}|\p{Emoji_Modifier}|\p{Regional_Indicator}|\u{FE0F}|\u{200D}|\u{20E3}/gu;

/**
 * What the built-in fonts can draw of a name or a message: emoji (common in a present's message)
 * left out rather than drawn as '?', then paraPdf for the rest. Null when nothing is left.
 */
function sinEmoji(texto: string | null): string | null {
  if (texto === null) return null;
  const limpio = paraPdf(texto.replace(EMOJI, '')).replace(/\s+/g, ' ').trim();
  return limpio === '' ? null : limpio;
}

type Modulos = { size: number; get: (fila: number, columna: number) => number };

/** The QR's dark modules as squares (a row's run as one rectangle), in module units from (x, y). */
function dibujarQr(doc: PDFKit.PDFDocument, t: Extract<Trazo, { tipo: 'qr' }>, qr: Modulos) {
  doc
    .save()
    .translate(t.x, t.y)
    .scale(t.lado / qr.size);
  for (let fila = 0; fila < qr.size; fila++) {
    let desde = -1;
    for (let columna = 0; columna <= qr.size; columna++) {
      const oscuro = columna < qr.size && qr.get(fila, columna) === 1;
      if (oscuro && desde < 0) desde = columna;
      if (!oscuro && desde >= 0) {
        doc.rect(desde, fila, columna - desde, 1);
        desde = -1;
      }
    }
  }
  doc.fill(COLORES.qr).restore();
  // The QR is a link too, for whoever opens the PDF on a phone.
  doc.link(t.x, t.y, t.lado, t.lado, t.enlace);
}

function camino(doc: PDFKit.PDFDocument, pasos: Paso[]) {
  for (const p of pasos) {
    if (p[0] === 'M') doc.moveTo(p[1], p[2]);
    else if (p[0] === 'L') doc.lineTo(p[1], p[2]);
    else doc.bezierCurveTo(p[1], p[2], p[3], p[4], p[5], p[6]);
  }
  doc.closePath();
}

function dibujar(doc: PDFKit.PDFDocument, trazos: Trazo[], qr: Modulos) {
  doc.scale(ESCALA);
  for (const t of trazos) {
    switch (t.tipo) {
      case 'rect':
        if (t.radio > 0) doc.roundedRect(t.x, t.y, t.ancho, t.alto, t.radio);
        else doc.rect(t.x, t.y, t.ancho, t.alto);
        if (t.borde === undefined) doc.fill(t.color);
        else doc.lineWidth(2).fillAndStroke(t.color, t.borde);
        break;
      case 'recorte':
        doc.save().roundedRect(t.x, t.y, t.ancho, t.alto, t.radio).clip();
        break;
      case 'fin-recorte':
        doc.restore();
        break;
      case 'camino':
        camino(doc, t.pasos);
        doc.fill(t.color);
        break;
      case 'texto':
        doc
          .font(FUENTES[t.fuente])
          .fontSize(t.tamano)
          .fillColor(t.color)
          .text(t.texto, t.x, t.y, { lineBreak: false, baseline: 'alphabetic', characterSpacing: t.espaciado });
        break;
      case 'qr':
        dibujarQr(doc, t, qr);
        break;
    }
  }
}

/** The card's texts as the PDF's fonts draw them. */
function textosParaPdf(card: DatosDeTarjeta, centro: string): TextosDeTarjeta {
  const servicio = card.servicio === null ? null : (sinEmoji(card.servicio) ?? paraPdf(card.servicio));
  return textosDeTarjeta(
    { ...card, servicio, destinatario: sinEmoji(card.destinatario), mensaje: sinEmoji(card.mensaje) },
    sinEmoji(centro) ?? '',
  );
}

/** The gift card as a one-page PDF, its look the panel's picture's (shared/domain/giftcard-diseno.ts). */
export async function tarjetaPdf(card: DatosDeTarjeta, centro: string): Promise<Buffer> {
  // Loaded with the first card, not at start, as the receipt's pdfkit.
  const [{ default: PDFDocument }, QRCode] = await Promise.all([import('pdfkit'), import('qrcode')]);
  const textos = textosParaPdf(card, centro);
  const doc = new PDFDocument({
    size: [LIENZO.ancho * ESCALA, LIENZO.alto * ESCALA],
    margin: 0,
    info: {
      Title: paraPdf(`Gift card ${textos.codigo}${textos.centro === '' ? '' : ` · ${textos.centro}`}`),
      Producer: '',
    },
  });
  const partes: Buffer[] = [];
  doc.on('data', (b: Buffer) => partes.push(b));
  const listo = new Promise<void>((resolve, reject) => {
    doc.on('end', resolve);
    doc.on('error', reject);
  });
  const medir = (texto: string, fuente: Fuente, tamano: number) =>
    doc.font(FUENTES[fuente]).fontSize(tamano).widthOfString(texto);
  dibujar(doc, disenoDeTarjeta(textos, medir), QRCode.create(card.enlace, { errorCorrectionLevel: 'M' }).modules);
  doc.end();
  await listo;
  return Buffer.concat(partes);
}
