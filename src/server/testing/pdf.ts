import zlib from 'node:zlib';

/** A PDF's drawing instructions: each of its streams inflated (those that are not, such as fonts, left out). */
export function contenidoDelPdf(pdf: Buffer): string {
  const raw = pdf.toString('latin1');
  let contenido = '';
  for (const m of raw.matchAll(/stream\r?\n([\s\S]*?)\r?\nendstream/g)) {
    try {
      contenido += zlib.inflateSync(Buffer.from(m[1] ?? '', 'latin1')).toString('latin1') + '\n';
    } catch {
      continue;
    }
  }
  return contenido;
}

const winAnsi = new TextDecoder('windows-1252');

/** The text a PDF draws with pdfkit's built-in fonts: each TJ's hex strings read as WinAnsi, a line each. */
export function textoDelPdf(pdf: Buffer): string {
  let texto = '';
  for (const tj of contenidoDelPdf(pdf).matchAll(/\[(.*?)\] TJ/g)) {
    for (const hex of (tj[1] ?? '').matchAll(/<([0-9a-f]*)>/g))
      texto += winAnsi.decode(Buffer.from(hex[1] ?? '', 'hex'));
    texto += '\n';
  }
  return texto;
}
