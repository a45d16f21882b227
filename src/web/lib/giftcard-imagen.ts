import { create } from 'qrcode';
import { disenoDeTarjeta, LIENZO, COLORES, type Fuente, type Trazo } from '#shared/domain/giftcard-diseno.ts';
import { archivoDeTarjeta, textosDeTarjeta, type DatosDeTarjeta } from '#shared/domain/giftcard-tarjeta.ts';
import { downloadBlob } from './download.ts';

/**
 * The gift card as a PNG (decision 045), drawn here on a canvas from the layout the server's PDF
 * draws too (shared/domain/giftcard-diseno.ts). Loaded only when 'Descargar imagen' is pressed:
 * the QR's library comes with it, in a chunk of its own.
 */

/** Pixels per unit of the design: 1286 × 836, sharp on a phone and light in a chat. */
const ESCALA = 1.2;

/** The fonts every computer has (their PDF twins: Times, Helvetica, Courier). */
const FAMILIAS: Record<Fuente, string> = {
  serif: 'Georgia, "Times New Roman", "Liberation Serif", serif',
  'serif-italica': 'Georgia, "Times New Roman", "Liberation Serif", serif',
  sans: '"Helvetica Neue", Helvetica, Arial, "Liberation Sans", sans-serif',
  'sans-negrita': '"Helvetica Neue", Helvetica, Arial, "Liberation Sans", sans-serif',
  mono: '"Courier New", Courier, "Liberation Mono", monospace',
};

function fuente(f: Fuente, tamano: number): string {
  const estilo = f === 'serif-italica' ? 'italic ' : '';
  const peso = f === 'sans-negrita' || f === 'mono' ? '700 ' : '400 ';
  return `${estilo}${peso}${tamano}px ${FAMILIAS[f]}`;
}

type Ctx = CanvasRenderingContext2D;

function dibujarTrazo(ctx: Ctx, t: Trazo) {
  switch (t.tipo) {
    case 'rect':
      ctx.beginPath();
      ctx.roundRect(t.x, t.y, t.ancho, t.alto, t.radio);
      ctx.fillStyle = t.color;
      ctx.fill();
      if (t.borde !== undefined) {
        ctx.lineWidth = 2;
        ctx.strokeStyle = t.borde;
        ctx.stroke();
      }
      break;
    case 'recorte':
      ctx.save();
      ctx.beginPath();
      ctx.roundRect(t.x, t.y, t.ancho, t.alto, t.radio);
      ctx.clip();
      break;
    case 'fin-recorte':
      ctx.restore();
      break;
    case 'camino':
      ctx.beginPath();
      for (const p of t.pasos) {
        if (p[0] === 'M') ctx.moveTo(p[1], p[2]);
        else if (p[0] === 'L') ctx.lineTo(p[1], p[2]);
        else ctx.bezierCurveTo(p[1], p[2], p[3], p[4], p[5], p[6]);
      }
      ctx.closePath();
      ctx.fillStyle = t.color;
      ctx.fill();
      break;
    case 'texto':
      ctx.font = fuente(t.fuente, t.tamano);
      ctx.letterSpacing = `${t.espaciado}px`;
      ctx.fillStyle = t.color;
      ctx.fillText(t.texto, t.x, t.y);
      ctx.letterSpacing = '0px';
      break;
    case 'qr': {
      const modulos = create(t.enlace, { errorCorrectionLevel: 'M' }).modules;
      // In whole pixels, so neighbouring modules meet without a seam and print crisp.
      const px = Math.floor((t.lado * ESCALA) / modulos.size);
      const sobra = t.lado * ESCALA - px * modulos.size;
      const x = Math.round(t.x * ESCALA + sobra / 2);
      const y = Math.round(t.y * ESCALA + sobra / 2);
      ctx.save();
      ctx.setTransform(1, 0, 0, 1, 0, 0);
      ctx.fillStyle = COLORES.qr;
      for (let fila = 0; fila < modulos.size; fila++) {
        for (let columna = 0; columna < modulos.size; columna++) {
          if (modulos.get(fila, columna) === 1) ctx.fillRect(x + columna * px, y + fila * px, px, px);
        }
      }
      ctx.restore();
      break;
    }
  }
}

/** The card drawn on a new canvas. */
export function dibujarTarjeta(card: DatosDeTarjeta, centro: string): HTMLCanvasElement {
  const canvas = document.createElement('canvas');
  canvas.width = Math.round(LIENZO.ancho * ESCALA);
  canvas.height = Math.round(LIENZO.alto * ESCALA);
  const ctx = canvas.getContext('2d');
  if (ctx === null) throw new Error('Este navegador no puede dibujar la imagen.');
  ctx.scale(ESCALA, ESCALA);
  ctx.textBaseline = 'alphabetic';
  ctx.textAlign = 'left';
  const medir = (texto: string, f: Fuente, tamano: number) => {
    ctx.font = fuente(f, tamano);
    return ctx.measureText(texto).width;
  };
  for (const t of disenoDeTarjeta(textosDeTarjeta(card, centro), medir)) dibujarTrazo(ctx, t);
  return canvas;
}

/** Saves the card as `giftcard-<CODIGO>.png`. */
export async function descargarImagen(card: DatosDeTarjeta, centro: string): Promise<void> {
  const canvas = dibujarTarjeta(card, centro);
  const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/png'));
  if (blob === null) throw new Error('No se pudo crear la imagen.');
  downloadBlob(archivoDeTarjeta(card.codigo, 'png'), blob);
}
