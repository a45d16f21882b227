import type { Comprobante } from '#shared/domain/comprobante.ts';
import type { Papel } from '#shared/schemas/venta.ts';

const MM = 72 / 25.4;

/** Page width and margin in points; the roll's length follows what it holds. */
const MEDIDAS: Record<Papel, { ancho: number; margen: number; letra: number }> = {
  a4: { ancho: 210 * MM, margen: 20 * MM, letra: 10 },
  '80mm': { ancho: 80 * MM, margen: 4 * MM, letra: 8 },
};
const ALTO_A4 = 297 * MM;

/** The characters PDF's built-in fonts can draw (WinAnsi) beyond Latin-1. */
const WIN_ANSI_EXTRA = new Set('€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ');

/**
 * Text the built-in Helvetica can draw: a minus as a hyphen, anything else it lacks (an emoji in
 * a name, another script) as '?' rather than a wrong letter. Embedding a font for every script
 * would weigh more than the receipts it serves.
 */
export function paraPdf(text: string): string {
  let out = '';
  for (const ch of text.replace(/\u2212/g, '-')) {
    const code = ch.codePointAt(0) ?? 0;
    const latin1 = (code >= 0x20 && code <= 0x7e) || (code >= 0xa0 && code <= 0xff);
    out += latin1 || WIN_ANSI_EXTRA.has(ch) ? ch : '?';
  }
  return out;
}

/** The receipt drawn from the top of the page; answers where it ended. */
function dibujar(doc: PDFKit.PDFDocument, c: Comprobante, papel: Papel, alto: number): number {
  const { ancho, margen, letra } = MEDIDAS[papel];
  const x = margen;
  const w = ancho - 2 * margen;
  const columnaImporte = papel === 'a4' ? 110 : 62;
  doc.x = x;
  doc.y = margen;

  const centrado = (texto: string, size: number, bold = false) => {
    doc
      .font(bold ? 'Helvetica-Bold' : 'Helvetica')
      .fontSize(size)
      .text(paraPdf(texto), x, doc.y, { width: w, align: papel === 'a4' ? 'left' : 'center' });
  };
  /** A row with its amount on the right: the text wraps within its column, the amount does not. */
  const fila = (
    izquierda: string,
    derecha: string,
    opciones: { bold?: boolean; size?: number; tenue?: string } = {},
  ) => {
    // A sheet that is full goes on to the next before the row, so that its two columns stay together.
    if (doc.y + 3 * letra > alto - margen) doc.addPage({ size: [ancho, alto], margin: 0 });
    if (doc.y < margen) doc.y = margen;
    const y = doc.y;
    const size = opciones.size ?? letra;
    doc.font(opciones.bold === true ? 'Helvetica-Bold' : 'Helvetica').fontSize(size);
    doc.text(paraPdf(izquierda), x, y, { width: w - columnaImporte - 4 });
    if (opciones.tenue !== undefined && opciones.tenue !== '') {
      doc
        .font('Helvetica')
        .fontSize(size - 1.5)
        .fillColor('#555555')
        .text(paraPdf(opciones.tenue), x, doc.y, { width: w - columnaImporte - 4 })
        .fillColor('#000000');
    }
    const fin = doc.y;
    doc
      .font(opciones.bold === true ? 'Helvetica-Bold' : 'Helvetica')
      .fontSize(size)
      .text(paraPdf(derecha), x + w - columnaImporte, y, { width: columnaImporte, align: 'right' });
    doc.y = Math.max(fin, doc.y) + 2;
  };
  const raya = () => {
    doc.y += 3;
    doc
      .moveTo(x, doc.y)
      .lineTo(x + w, doc.y)
      .lineWidth(0.5)
      .strokeColor('#888888')
      .stroke();
    doc.y += 5;
  };

  if (c.centro !== '') centrado(c.centro, letra + 4, true);
  if (c.direccion !== '') centrado(c.direccion, letra - 1);
  doc.y += 4;
  centrado(c.titulo, letra + 2, true);
  centrado(c.cliente === null ? c.fecha : `${c.fecha} · ${c.cliente}`, letra);
  raya();
  for (const r of c.renglones) fila(r.descripcion, r.importe, { tenue: r.detalle });
  raya();
  for (const t of c.totales) fila(t.etiqueta, t.importe, { bold: t.fuerte === true });
  if (c.pagos.length > 0) {
    raya();
    centrado('Pagos', letra, true);
    for (const p of c.pagos) fila(`${p.fecha} ${p.medio}`, p.importe, { size: letra - 1, tenue: p.detalle });
  }
  if (c.anulado !== null) {
    raya();
    centrado(c.anulado, letra, true);
  }
  raya();
  centrado(`${c.leyenda}.`, letra - 1, true);
  return doc.y + margen;
}

/**
 * The receipt as a PDF: an A4 sheet, or a roll 80 mm wide exactly as long as the receipt (drawn
 * once on a tall scratch page to learn its length).
 */
export async function comprobantePdf(c: Comprobante, papel: Papel): Promise<Buffer> {
  // Loaded with the first receipt, not at start: most starts print none (as exceljs, decision 021).
  const { default: PDFDocument } = await import('pdfkit');
  const { ancho } = MEDIDAS[papel];
  let alto = ALTO_A4;
  if (papel === '80mm') {
    const borrador = new PDFDocument({ size: [ancho, 20_000], margin: 0 });
    alto = dibujar(borrador, c, papel, 20_000);
    borrador.end();
  }
  const doc = new PDFDocument({
    size: [ancho, alto],
    margin: 0,
    info: { Title: paraPdf(`${c.titulo} · ${c.centro}`), Producer: '' },
  });
  const partes: Buffer[] = [];
  doc.on('data', (b: Buffer) => partes.push(b));
  const listo = new Promise<void>((resolve, reject) => {
    doc.on('end', resolve);
    doc.on('error', reject);
  });
  dibujar(doc, c, papel, alto);
  doc.end();
  await listo;
  return Buffer.concat(partes);
}
