import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import jsqr from 'jsqr';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatCodigo } from '#shared/domain/giftcard.ts';
import { contenidoDelPdf, textoDelPdf } from '#server/testing/pdf.ts';
import { createTestApp, type TestApp } from '#server/testing/test-app.ts';
import { testDialects } from '#server/testing/test-db.ts';

/**
 * The gift card as a PDF (GET /api/giftcards/:codigo/tarjeta.pdf, decision 045), on a centre
 * whose build names it 'Estética Luna' and whose site is at PUBLIC_URL: a $ 30.000 card for Berta
 * sold on 27/11/2026 is valid until 27/05/2027 (six months), and its QR, read back from the
 * squares the PDF draws, opens that site's balance page with its code.
 */
// A CommonJS package typed as an ES module: its function is `default`, at run time and for TypeScript.
const jsQR = jsqr.default;
const NOW = Date.parse('2026-11-27T16:00:00Z');
const SITIO = 'https://centro.example';

/** The QR the PDF draws (a row's run of dark modules is one `x y w 1 re` in module units), decoded. */
function qrDelPdf(pdf: Buffer): string | null {
  const corridas = [...contenidoDelPdf(pdf).matchAll(/^(\d+) (\d+) (\d+) 1 re$/gm)].map((m) =>
    m.slice(1, 4).map(Number),
  );
  const lado = Math.max(0, ...corridas.map(([x = 0, , w = 0]) => x + w));
  // Drawn again as pixels, 4 a module, with the quiet zone of 4 modules a reader expects.
  const px = 4;
  const ancho = (lado + 8) * px;
  const rgba = new Uint8ClampedArray(ancho * ancho * 4).fill(255);
  for (const [x = 0, y = 0, w = 0] of corridas) {
    for (let fila = (y + 4) * px; fila < (y + 5) * px; fila++) {
      for (let col = (x + 4) * px; col < (x + w + 4) * px; col++)
        rgba.fill(0, (fila * ancho + col) * 4, (fila * ancho + col) * 4 + 3);
    }
  }
  return lado === 0 ? null : (jsQR(rgba, ancho, ancho)?.data ?? null);
}

describe.each(testDialects)('the gift card as a PDF on %s', (dialect) => {
  let t: TestApp;
  let admin: string;
  let staff: string;
  let valor: string;
  let servicio: string;
  const webRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'tarjeta-'));
  const pdf = (codigo: string, cookie: string | null = staff) =>
    t.app.inject({
      method: 'GET',
      url: `/api/giftcards/${codigo}/tarjeta.pdf`,
      headers: cookie === null ? {} : { cookie },
    });

  beforeAll(async () => {
    fs.mkdirSync(path.join(webRoot, 'pages'));
    fs.writeFileSync(path.join(webRoot, 'pages', 'centro.json'), JSON.stringify({ nombre: 'Estética Luna' }));
    t = await createTestApp(dialect, { now: () => NOW, env: { WEB_ROOT: webRoot, PUBLIC_URL: SITIO } });
    admin = await t.loginAs('duena');
    staff = await t.loginAs('recepcion', 'staff');
    const post = async (url: string, body: object) => {
      const res = await t.app.inject({ method: 'POST', url, headers: { cookie: admin }, payload: body });
      expect(res.statusCode, res.body).toBe(201);
      return res.json() as { id: number; giftcards: { codigo: string }[] };
    };
    const ana = await post('/api/clientes', { nombre: 'Ana', apellido: 'López', telefono: '11 5555-1234' });
    const lifting = await post('/api/servicios-base', {
      categoria: 'Pestañas',
      descripcion: 'Lifting de pestañas',
      precio: 20_000,
      duracionSugerida: 60,
    });
    const venta = await post('/api/ventas', {
      idCliente: ana.id,
      fecha: '2026-11-27',
      lineas: [
        { tipo: 'giftcard', valor: 30_000, destinatario: 'Berta', mensaje: '¡Feliz cumple! 🎉' },
        { tipo: 'giftcard', idServicio: lifting.id },
      ],
      pagos: [{ medioPago: 'Transferencia', monto: 50_000 }],
    });
    [valor = '', servicio = ''] = venta.giftcards.map((g) => g.codigo);
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(webRoot, { recursive: true, force: true });
  });

  it('draws the card: the centre, its worth, for whom, the message, the code, the expiry and a QR to its balance', async () => {
    const res = await pdf(valor);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="giftcard-${valor}.pdf"`);
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const lineas = textoDelPdf(res.rawPayload).split('\n');
    for (const esperada of [
      'Estética Luna',
      'GIFT CARD',
      '$ 30.000,00',
      'Para Berta',
      // The emoji left out: the built-in fonts have none, and a '?' in a present's message looks broken.
      '“¡Feliz cumple!”',
      'CÓDIGO',
      formatCodigo(valor),
      'Vence el 27/05/2027',
      'Consultá el saldo',
    ]) {
      expect(lineas).toContain(esperada);
    }
    expect(qrDelPdf(res.rawPayload)).toBe(`${SITIO}/giftcard?codigo=${formatCodigo(valor)}`);
  });

  it('says what a service card is valid for, without a recipient or a message', async () => {
    const res = await pdf(servicio.toLowerCase());
    expect(res.statusCode, res.body).toBe(200);
    // Its lines as one text: the layout may wrap the service's name.
    const texto = textoDelPdf(res.rawPayload).replace(/\n/g, ' ');
    expect(texto).toContain('Válida para 1 Lifting de pestañas');
    expect(texto).not.toContain('Para ');
    expect(texto).toContain(formatCodigo(servicio));
    expect(qrDelPdf(res.rawPayload)).toBe(`${SITIO}/giftcard?codigo=${formatCodigo(servicio)}`);
  });

  it('gives staff the same balance address the QR has', async () => {
    const card = await t.app.inject({ method: 'GET', url: `/api/giftcards/${valor}`, headers: { cookie: staff } });
    expect(card.json()).toMatchObject({ codigo: valor, enlace: `${SITIO}/giftcard?codigo=${formatCodigo(valor)}` });
    const lista = await t.app.inject({ method: 'GET', url: '/api/giftcards?q=berta', headers: { cookie: staff } });
    expect((lista.json() as { giftcards: unknown[] }).giftcards).toEqual([
      expect.objectContaining({ codigo: valor, enlace: `${SITIO}/giftcard?codigo=${formatCodigo(valor)}` }),
    ]);
  });

  it('answers 404 for a code no card has, 401 without a session, 409 for an annulled card', async () => {
    for (const codigo of ['ZZZZZZZZZZ', 'no-es-un-codigo']) {
      const otra = await pdf(codigo);
      expect(otra.statusCode).toBe(404);
      expect(otra.json()).toEqual({
        error: 'No hay ninguna gift card con ese código.',
        code: 'giftcard_no_encontrada',
      });
    }
    const anon = await pdf(valor, null);
    expect(anon.statusCode).toBe(401);
    expect(anon.json()).toMatchObject({ code: 'sin_sesion' });

    const anular = await t.app.inject({
      method: 'POST',
      url: `/api/giftcards/${servicio}/anular`,
      headers: { cookie: admin },
      payload: { motivo: 'Se cargó dos veces' },
    });
    expect(anular.statusCode, anular.body).toBe(204);
    const anulada = await pdf(servicio);
    expect(anulada.statusCode).toBe(409);
    expect(anulada.json()).toEqual({
      error: 'Esa gift card está anulada: no se puede descargar ni enviar.',
      code: 'giftcard_anulada',
    });
  });
});
