/**
 * What a gift card says (decision 045), written once for its three forms: the picture the panel
 * draws, the PDF the server draws and the WhatsApp message. Panel and server only: it reads dates
 * with dates.ts (dayjs), which the public site keeps out of its code.
 */
import { formatFecha } from './dates.ts';
import { formatCodigo } from './giftcard.ts';
import { formatMoney } from './money.ts';
import { whatsappLink } from './whatsapp.ts';

/**
 * The public page that reads a card's balance (the site's 'giftcard' route), with the card's code
 * in groups, as the page then shows it in its field.
 */
export function enlaceDeSaldo(origen: string, codigo: string): string {
  return `${origen}/giftcard?codigo=${formatCodigo(codigo)}`;
}

/** The file a card is downloaded as: `giftcard-K7QM9XR4TA.png`. */
export function archivoDeTarjeta(codigo: string, extension: 'png' | 'pdf'): string {
  return `giftcard-${codigo}.${extension}`;
}

/** The card as the API gives it, what its picture needs. */
export interface DatosDeTarjeta {
  codigo: string;
  /** In pesos; a service card's is null until first spent. */
  valor: number | null;
  servicio: string | null;
  destinatario: string | null;
  mensaje: string | null;
  vence: string;
  /** The absolute address of its balance page (enlaceDeSaldo with the site's origin). */
  enlace: string;
}

export interface TextosDeTarjeta {
  /** The centre's name, or '' when the build has none. */
  centro: string;
  titulo: string;
  /** '$ 30.000,00', or 'Válida para 1 Lifting de pestañas'. */
  valor: string;
  /** Whether it is for a service: its worth is then a sentence, not an amount. */
  deServicio: boolean;
  /** What was given, for a sentence: 'una gift card de $ 30.000,00'. */
  regalo: string;
  /** 'Para Berta', or null. */
  para: string | null;
  destinatario: string | null;
  /** Between quotes, or null. */
  mensaje: string | null;
  codigoLabel: string;
  /** 'K7QM-9XR4-TA'. */
  codigo: string;
  /** 'Vence el 27/05/2027'. */
  vence: string;
  /** The line under the QR. */
  saldo: string;
  enlace: string;
}

/** A text as typed, one line, without the spaces around it; null when nothing is left. */
function limpio(texto: string | null): string | null {
  const t = (texto ?? '').replace(/\s+/g, ' ').trim();
  return t === '' ? null : t;
}

export function textosDeTarjeta(card: DatosDeTarjeta, centro: string): TextosDeTarjeta {
  const destinatario = limpio(card.destinatario);
  const mensaje = limpio(card.mensaje);
  const monto = formatMoney(card.valor ?? 0);
  return {
    centro: limpio(centro) ?? '',
    titulo: 'Gift card',
    // A service card says its service even once spent (its worth then written on it).
    valor: card.servicio === null ? monto : `Válida para 1 ${card.servicio}`,
    deServicio: card.servicio !== null,
    regalo: card.servicio === null ? `una gift card de ${monto}` : `una gift card válida para 1 ${card.servicio}`,
    para: destinatario === null ? null : `Para ${destinatario}`,
    destinatario,
    mensaje: mensaje === null ? null : `“${mensaje}”`,
    codigoLabel: 'Código',
    codigo: formatCodigo(card.codigo),
    vence: `Vence el ${formatFecha(card.vence)}`,
    saldo: 'Consultá el saldo',
    enlace: card.enlace,
  };
}

/** The card as a WhatsApp message (WhatsApp's *bold*), for the buyer to forward or the recipient. */
export function mensajeDeTarjeta(t: TextosDeTarjeta): string {
  const saludo = t.destinatario === null ? '¡Hola!' : `¡Hola, ${t.destinatario}!`;
  const donde = t.centro === '' ? '' : ` en ${t.centro}`;
  return [
    `${saludo} 🎁 Te regalaron ${t.regalo}${donde}.`,
    ...(t.mensaje === null ? [] : ['', t.mensaje]),
    '',
    `${t.codigoLabel}: *${t.codigo}*`,
    `${t.vence}.`,
    `${t.saldo}: ${t.enlace}`,
  ].join('\n');
}

/** The wa.me link with the card written, to a chat chosen in WhatsApp. */
export function whatsappDeTarjeta(card: DatosDeTarjeta, centro: string): string {
  return whatsappLink(null, mensajeDeTarjeta(textosDeTarjeta(card, centro)));
}
