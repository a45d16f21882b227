import { describe, expect, it } from 'vitest';
import { mensajeDeuda } from '#shared/domain/whatsapp.ts';
import { contactoDeudor, deudoresTexts, filasDePaginas } from './rules.ts';

const deudor = {
  idCliente: 1,
  nombre: 'Ana López',
  pila: 'Ana',
  telefono: '11 5555-1234',
  deuda: 3000,
  saldoTickets: 0,
  debe: 3000,
  desde: '2026-11-20',
  idTurno: 7,
  turnos: 1,
  idVenta: 0,
  tickets: 0,
};

describe('how to reach a client who owes', () => {
  it('links to WhatsApp with the note, greeting by first name and signed by the centre', () => {
    const note = mensajeDeuda({ cliente: 'Ana', centro: 'Centro Bella', monto: 3000, fecha: '2026-11-20', turnos: 1 });
    expect(contactoDeudor(deudor, 'Centro Bella')).toEqual({
      href: `https://wa.me/5491155551234?text=${encodeURIComponent(note)}`,
    });
  });

  it('asks for all she owes, her tickets’ balance too', () => {
    const note = mensajeDeuda({
      cliente: 'Ana',
      centro: 'Centro Bella',
      monto: 4500,
      fecha: '2026-11-18',
      turnos: 1,
      tickets: 1,
    });
    expect(
      contactoDeudor({ ...deudor, saldoTickets: 1500, debe: 4500, desde: '2026-11-18', tickets: 1 }, 'Centro Bella'),
    ).toEqual({ href: `https://wa.me/5491155551234?text=${encodeURIComponent(note)}` });
  });

  it('says why there is no link: no phone, or one WhatsApp cannot take', () => {
    expect(contactoDeudor({ ...deudor, telefono: '  ' }, 'C')).toEqual({ motivo: deudoresTexts.sinTelefono });
    expect(contactoDeudor({ ...deudor, telefono: '4444' }, 'C')).toEqual({ motivo: deudoresTexts.telefonoInvalido });
  });
});

describe('the pages of the list, as one', () => {
  const pagina = (n: number, ids: number[]) => ({
    deudores: ids.map((idCliente) => ({ ...deudor, idCliente })),
    clientes: 5,
    deuda: 15000,
    saldoTickets: 0,
    pagina: n,
    porPagina: 2,
  });

  it('follows the pages in order, and draws a client moved to the next page once', () => {
    expect(filasDePaginas([pagina(1, [4, 2]), pagina(2, [3, 1]), pagina(3, [5])]).map((d) => d.idCliente)).toEqual([
      4, 2, 3, 1, 5,
    ]);
    // Client 2 paid part of her debt between the two pages: the second page starts with her.
    expect(filasDePaginas([pagina(1, [4, 2]), pagina(2, [2, 3])]).map((d) => d.idCliente)).toEqual([4, 2, 3]);
    expect(filasDePaginas([])).toEqual([]);
  });
});
