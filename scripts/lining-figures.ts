/**
 * Makes a font's figures lining by default. Cormorant Garamond draws old-style figures ('1' reads
 * 'ı') and keeps its lining ones behind the `lnum` feature; keeping that feature in the cut-down
 * font cost 1.1 KB and pushed it past the first round trip (decision 028). Instead, the digits'
 * entries of its character map are pointed at the lining glyphs, so the cut that follows keeps
 * those glyphs and drops the old-style ones and the feature.
 */
import * as hb from 'harfbuzzjs';

const DIGITS = '0123456789';

/** The glyph each digit takes with `lnum` on, and every character's own glyph. */
function glyphs(font: Uint8Array): { cmap: Map<number, number>; lining: Map<number, number> } {
  const face = new hb.Face(new hb.Blob(font));
  const hbFont = new hb.Font(face);
  const cmap = new Map<number, number>();
  for (const unicode of face.collectUnicodes()) {
    const glyph = hbFont.nominalGlyph(unicode);
    if (glyph !== undefined) cmap.set(unicode, glyph);
  }
  const buffer = new hb.Buffer();
  buffer.addText(DIGITS);
  buffer.guessSegmentProperties();
  const lnum = hb.Feature.fromString('lnum');
  if (lnum === undefined) throw new Error('lnum');
  hb.shape(hbFont, buffer, [lnum]);
  const infos = buffer.getGlyphInfos();
  if (infos.length !== DIGITS.length) throw new Error('la fuente no da una figura por cifra');
  const lining = new Map(infos.map((info, i) => [DIGITS.charCodeAt(i), info.codepoint]));
  return { cmap, lining };
}

/** A `cmap` table with one format 4 subtable (Unicode BMP), for both Unicode and Windows. */
function cmapTable(map: Map<number, number>): Uint8Array {
  const codes = [...map.keys()].filter((c) => c <= 0xfffe).sort((a, b) => a - b);
  // Runs of consecutive characters whose glyphs are consecutive too: one segment each.
  const segments: { start: number; end: number; delta: number }[] = [];
  for (const code of codes) {
    const delta = ((map.get(code) ?? 0) - code) & 0xffff;
    const last = segments.at(-1);
    if (last !== undefined && last.end === code - 1 && last.delta === delta) last.end = code;
    else segments.push({ start: code, end: code, delta });
  }
  segments.push({ start: 0xffff, end: 0xffff, delta: 1 });
  const n = segments.length;
  const subtableLength = 16 + n * 8;
  const out = new DataView(new ArrayBuffer(4 + 2 * 8 + subtableLength));
  out.setUint16(0, 0);
  out.setUint16(2, 2);
  // (0, 3) Unicode BMP and (3, 1) Windows BMP, both at the one subtable.
  out.setUint16(4, 0);
  out.setUint16(6, 3);
  out.setUint32(8, 20);
  out.setUint16(12, 3);
  out.setUint16(14, 1);
  out.setUint32(16, 20);
  const s = 20;
  const power = 2 ** Math.floor(Math.log2(n));
  out.setUint16(s, 4);
  out.setUint16(s + 2, subtableLength);
  out.setUint16(s + 4, 0);
  out.setUint16(s + 6, n * 2);
  out.setUint16(s + 8, power * 2);
  out.setUint16(s + 10, Math.log2(power));
  out.setUint16(s + 12, n * 2 - power * 2);
  const ends = s + 14;
  const starts = ends + n * 2 + 2;
  const deltas = starts + n * 2;
  const rangeOffsets = deltas + n * 2;
  segments.forEach((seg, i) => {
    out.setUint16(ends + i * 2, seg.end);
    out.setUint16(starts + i * 2, seg.start);
    out.setUint16(deltas + i * 2, seg.delta);
    out.setUint16(rangeOffsets + i * 2, 0);
  });
  return new Uint8Array(out.buffer);
}

function checksum(data: Uint8Array): number {
  const padded = new Uint8Array(Math.ceil(data.length / 4) * 4);
  padded.set(data);
  const view = new DataView(padded.buffer);
  let sum = 0;
  for (let i = 0; i < padded.length; i += 4) sum = (sum + view.getUint32(i)) >>> 0;
  return sum;
}

/** The TrueType font `font` (sfnt) with its `cmap` replaced: the table directory and checksums rewritten. */
function withCmap(font: Uint8Array, cmap: Uint8Array): Uint8Array {
  const view = new DataView(font.buffer, font.byteOffset, font.byteLength);
  const count = view.getUint16(4);
  const tables = Array.from({ length: count }, (_, i) => {
    const at = 12 + i * 16;
    const tag = String.fromCharCode(...font.subarray(at, at + 4));
    const offset = view.getUint32(at + 8);
    const data = tag === 'cmap' ? cmap : font.slice(offset, offset + view.getUint32(at + 12));
    return { tag, data };
  }).sort((a, b) => (a.tag < b.tag ? -1 : 1));
  const headerLength = 12 + count * 16;
  const total = tables.reduce((size, t) => size + Math.ceil(t.data.length / 4) * 4, headerLength);
  const out = new Uint8Array(total);
  const outView = new DataView(out.buffer);
  out.set(font.subarray(0, 12));
  let offset = headerLength;
  let headOffset = -1;
  tables.forEach((table, i) => {
    if (table.tag === 'head') {
      // checkSumAdjustment is left out of the tables' sums, then set for the whole file.
      new DataView(table.data.buffer, table.data.byteOffset).setUint32(8, 0);
      headOffset = offset;
    }
    const at = 12 + i * 16;
    for (let c = 0; c < 4; c++) out[at + c] = table.tag.charCodeAt(c);
    outView.setUint32(at + 4, checksum(table.data));
    outView.setUint32(at + 8, offset);
    outView.setUint32(at + 12, table.data.length);
    out.set(table.data, offset);
    offset += Math.ceil(table.data.length / 4) * 4;
  });
  if (headOffset < 0) throw new Error('la fuente no tiene tabla head');
  outView.setUint32(headOffset + 8, (0xb1b0afba - checksum(out)) >>> 0);
  return out;
}

/** `font` (TrueType) with its digits drawn by the glyphs `lnum` would pick. */
export function liningByDefault(font: Uint8Array): Uint8Array {
  const { cmap, lining } = glyphs(font);
  for (const [digit, glyph] of lining) cmap.set(digit, glyph);
  return withCmap(font, cmapTable(cmap));
}

/** The glyph each digit is drawn with, and the one `lnum` gives it (for the build's check and tests). */
export function digitGlyphs(font: Uint8Array): { nominal: number[]; lining: number[] } {
  const { cmap, lining } = glyphs(font);
  return {
    nominal: [...DIGITS].map((d) => cmap.get(d.charCodeAt(0)) ?? 0),
    lining: [...DIGITS].map((d) => lining.get(d.charCodeAt(0)) ?? 0),
  };
}
