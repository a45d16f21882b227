import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { textoDelPdf } from '#server/testing/pdf.ts';
import { createTestApp, type TestApp } from '#server/testing/test-app.ts';
import { testDialects } from '#server/testing/test-db.ts';
import { paraPdf } from './comprobante-pdf.ts';

/**
 * The receipt as a PDF (GET /api/ventas/:id/comprobante.pdf): the ticket's lines, totals,
 * payments and the notice that it is not an invoice, on an A4 sheet or an 80 mm roll, with the
 * centre's name as the build wrote it. Worked by hand: 'Limpieza facial' $ 12.000, a cream at
 * $ 3.500 and a $ 500 tip, 10 % off (tips take no share): 16.000 − 1.550 = $ 14.450, paid
 * $ 10.000 by debit, balance $ 4.450.
 */
const NOW = Date.parse('2026-11-24T13:00:00Z');

describe.each(testDialects)('the receipt as a PDF on %s', (dialect) => {
  let t: TestApp;
  let admin: string;
  let staff: string;
  let venta: { id: number; numero: number };
  const webRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'comprobante-'));

  beforeAll(async () => {
    fs.mkdirSync(path.join(webRoot, 'pages'));
    fs.writeFileSync(
      path.join(webRoot, 'pages', 'centro.json'),
      JSON.stringify({ nombre: 'Estética Luna', direccion: 'Av. Colón 500, Córdoba' }),
    );
    t = await createTestApp(dialect, { now: () => NOW, env: { WEB_ROOT: webRoot } });
    admin = await t.loginAs('duena');
    staff = await t.loginAs('recepcion', 'staff');
    const post = async (url: string, body: object) =>
      (await t.app.inject({ method: 'POST', url, headers: { cookie: admin }, payload: body })).json() as {
        id: number;
        numero: number;
      };
    const cliente = await post('/api/clientes', { nombre: 'Clara', apellido: 'Núñez 😀', telefono: '11 5555-1234' });
    const empleada = await post('/api/empleados', { nombre: 'Ana', apellido: 'Paz' });
    const servicio = await post('/api/servicios-base', {
      categoria: 'Rostro',
      descripcion: 'Limpieza facial',
      nombre: 'Limpieza',
      precio: 12000,
      duracionSugerida: 60,
    });
    const crema = await post('/api/productos', { nombre: 'Crema hidratante', precio: 3500, stock: 4 });
    venta = await post('/api/ventas', {
      idCliente: cliente.id,
      fecha: '2026-11-24',
      lineas: [
        { tipo: 'servicio', idServicio: servicio.id, idEmpleado: empleada.id },
        { tipo: 'producto', idProducto: crema.id },
        { tipo: 'propina', idEmpleado: empleada.id, precio: 500 },
      ],
      descuento: { tipo: '%', valor: 10, motivo: 'Promo' },
      pagos: [{ medioPago: 'Débito', monto: 10000 }],
    });
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(webRoot, { recursive: true, force: true });
  });

  it('prints the ticket on a sheet, with everything the client takes away', async () => {
    // Staff print it too: it is what the desk hands over.
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/ventas/${venta.id}/comprobante.pdf`,
      headers: { cookie: staff },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    const numero = String(venta.numero).padStart(6, '0');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="ticket-${numero}.pdf"`);
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const texto = textoDelPdf(res.rawPayload);
    for (const esperado of [
      'Estética Luna',
      'Av. Colón 500, Córdoba',
      `Ticket N° ${numero}`,
      '24/11/2026 · Clara Núñez ?',
      'Crema hidratante',
      'Subtotal',
      '$ 16.000,00',
      'Descuento 10 % (Promo)',
      '- $ 1.550,00',
      '$ 14.450,00',
      'Débito',
      '$ 10.000,00',
      '$ 4.450,00',
      'Comprobante no válido como factura.',
    ]) {
      expect(texto).toContain(esperado);
    }
  });

  it('prints it on the 80 mm roll, as long as the receipt', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/ventas/${venta.id}/comprobante.pdf?papel=80mm`,
      headers: { cookie: admin },
    });
    expect(res.statusCode).toBe(200);
    const caja = /\/MediaBox \[0 0 ([\d.]+) ([\d.]+)\]/.exec(res.rawPayload.toString('latin1'));
    expect(Number(caja?.[1])).toBeCloseTo(226.77, 1);
    // Shorter than a sheet (841.89 pt) and longer than its header.
    expect(Number(caja?.[2])).toBeGreaterThan(200);
    expect(Number(caja?.[2])).toBeLessThan(600);
    expect(textoDelPdf(res.rawPayload)).toContain('Comprobante no válido como factura.');
  });

  it('refuses another paper and an unknown ticket, and asks for a session', async () => {
    const papel = await t.app.inject({
      method: 'GET',
      url: `/api/ventas/${venta.id}/comprobante.pdf?papel=carta`,
      headers: { cookie: admin },
    });
    expect(papel.statusCode).toBe(400);
    expect(papel.json()).toMatchObject({ error: "El papel debe ser 'a4' o '80mm'.", code: expect.any(String) });
    const otra = await t.app.inject({
      method: 'GET',
      url: '/api/ventas/999999/comprobante.pdf',
      headers: { cookie: admin },
    });
    expect(otra.statusCode).toBe(404);
    const anon = await t.app.inject({ method: 'GET', url: `/api/ventas/${venta.id}/comprobante.pdf` });
    expect(anon.statusCode).toBe(401);
  });
});

describe('paraPdf', () => {
  it('keeps what the built-in font draws and marks the rest', () => {
    expect(paraPdf('Núñez − 2 × $ 1.000 · N° “ok” €')).toBe('Núñez - 2 × $ 1.000 · N° “ok” €');
    expect(paraPdf('Ana 😀 李')).toBe('Ana ? ?');
  });
});
