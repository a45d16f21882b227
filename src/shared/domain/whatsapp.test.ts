import { describe, expect, it } from 'vitest';
import {
  deudaLink,
  mensajeDeuda,
  mensajeVolverALlamar,
  recordatorioConEnlaces,
  recordatorioConEnlacesLink,
  recordatorioLink,
  recordatorioTurno,
  volverALlamarLink,
  whatsappNumber,
} from './whatsapp.ts';

describe('WhatsApp numbers from the phones clients give', () => {
  it.each([
    ['11 2345-6789', '5491123456789'],
    ['011 2345 6789', '5491123456789'],
    ['(0351) 456-7890', '5493514567890'],
    ['+54 9 11 2345-6789', '5491123456789'],
    ['+54 11 2345-6789', '5491123456789'],
    ['54 9 261 555 1234', '5492615551234'],
    ['0054 9 11 2345 6789', '5491123456789'],
    ['+598 99 123 456', '59899123456'],
    ['11 15 2345-6789', '5491123456789'],
    ['011 15-2345-6789', '5491123456789'],
    ['(0351) 15 456-7890', '5493514567890'],
    ['(02966) 15 45-6789', '5492966456789'],
    ['+54 0351 456 7890', '5493514567890'],
    ['5491123456789', '5491123456789'],
  ])('%s → %s', (telefono, expected) => expect(whatsappNumber(telefono)).toBe(expected));

  // Without an area code (or with one that cannot be) there is no way to know whose number it is.
  it.each(['', '123', 'sin teléfono', '45-67', '15 2345-6789', '4567-8901', '1523456789', '0800 123 4567'])(
    'has no number for "%s"',
    (telefono) => expect(whatsappNumber(telefono)).toBeNull(),
  );
});

describe('the appointment reminder', () => {
  const turno = { cliente: 'Ana', servicio: 'Manicura', fecha: '2026-11-23', hora: '10:30', centro: 'Centro Belleza' };

  it('says who, what, when and where', () => {
    expect(recordatorioTurno(turno)).toBe(
      '¡Hola, Ana! Te recordamos tu turno de Manicura el lunes 23/11 a las 10:30 h en Centro Belleza. ' +
        'Si no podés venir, avisanos por acá. ¡Te esperamos!',
    );
  });

  it('links to a chat with the client and the reminder written', () => {
    const link = recordatorioLink('11 2345-6789', turno);
    expect(link).not.toBeNull();
    const url = new URL(link ?? '');
    expect(url.origin + url.pathname).toBe('https://wa.me/5491123456789');
    expect(url.searchParams.get('text')).toBe(recordatorioTurno(turno));
  });

  it('has no link without a usable phone', () => {
    expect(recordatorioLink('', turno)).toBeNull();
  });
});

describe("a client's day in one reminder, each booking with her own link", () => {
  const url = (n: number) => `https://centro.example/turno/${String(n).repeat(43)}`;

  it('names one booking and its link', () => {
    expect(
      recordatorioConEnlaces({
        cliente: ' Ana ',
        fecha: '2026-11-23',
        centro: 'Centro Belleza',
        turnos: [{ servicio: 'Manicura', hora: '10:30', url: url(1) }],
      }),
    ).toBe(
      '¡Hola, Ana! Te recordamos tu turno de Manicura el lunes 23/11 a las 10:30 h en Centro Belleza. ' +
        `Confirmalo acá: ${url(1)} Si no podés venir, avisanos. ¡Te esperamos!`,
    );
  });

  it('lists several bookings of the day, one line and one link each, and greets without a name', () => {
    expect(
      recordatorioConEnlaces({
        cliente: '',
        fecha: '2026-11-23',
        centro: 'Centro Belleza',
        turnos: [
          { servicio: 'Manicura', hora: '10:30', url: url(1) },
          { servicio: 'Pedicura', hora: '11:30', url: url(2) },
        ],
      }),
    ).toBe(
      '¡Hola! Te recordamos tus turnos del lunes 23/11 en Centro Belleza. Confirmá cada uno desde su enlace:\n' +
        `Manicura a las 10:30 h: ${url(1)}\n` +
        `Pedicura a las 11:30 h: ${url(2)}\n` +
        'Si no podés venir, avisanos. ¡Te esperamos!',
    );
  });
});

describe('the note about an overdue balance (Deudores)', () => {
  const saldo = { cliente: 'Ana', centro: 'Centro Bella', monto: 12500.5, fecha: '2026-10-05', turnos: 1 };

  it('greets by first name, names the amount and the appointment, and asks politely', () => {
    expect(mensajeDeuda(saldo)).toBe(
      'Hola Ana, ¿cómo estás? Te escribimos de Centro Bella porque nos quedó pendiente un saldo de ' +
        '$ 12.500,50 del turno del 05/10/2026. Cuando puedas, avisanos cómo preferís abonarlo. ¡Gracias!',
    );
    expect(mensajeDeuda({ ...saldo, cliente: ' ', turnos: 3 })).toBe(
      'Hola, ¿cómo estás? Te escribimos de Centro Bella porque nos quedó pendiente un saldo de ' +
        '$ 12.500,50 de 3 turnos, desde el 05/10/2026. Cuando puedas, avisanos cómo preferís abonarlo. ¡Gracias!',
    );
  });

  it('names visits for a balance on tickets (a product taken away), and both when she owes both', () => {
    const fin = ' Cuando puedas, avisanos cómo preferís abonarlo. ¡Gracias!';
    const inicio =
      'Hola Ana, ¿cómo estás? Te escribimos de Centro Bella porque nos quedó pendiente un saldo de $ 12.500,50 ';
    expect(mensajeDeuda({ ...saldo, turnos: 0, tickets: 1 })).toBe(`${inicio}de tu visita del 05/10/2026.${fin}`);
    expect(mensajeDeuda({ ...saldo, turnos: 0, tickets: 2 })).toBe(`${inicio}de 2 visitas, desde el 05/10/2026.${fin}`);
    expect(mensajeDeuda({ ...saldo, turnos: 1, tickets: 1 })).toBe(`${inicio}de tus turnos y compras.${fin}`);
    expect(mensajeDeuda({ ...saldo, tickets: 0 })).toBe(mensajeDeuda(saldo));
  });

  it('opens a chat with the client with the note written, or nothing without a WhatsApp number', () => {
    expect(deudaLink('11 5555-1234', saldo)).toBe(
      `https://wa.me/5491155551234?text=${encodeURIComponent(mensajeDeuda(saldo))}`,
    );
    expect(deudaLink('', saldo)).toBeNull();
    expect(deudaLink('1234', saldo)).toBeNull();
  });
});

describe('the call back after a visit (Para volver a llamar)', () => {
  const visita = {
    cliente: 'Ana María',
    servicio: 'Semi',
    fecha: '2026-11-03',
    centro: 'Centro Bella',
    reserva: 'https://centro.example/reservar?servicio=4',
  };

  it('greets by first name, names the service and the last visit, and offers the booking page with the service chosen', () => {
    expect(mensajeVolverALlamar(visita)).toBe(
      'Hola Ana María, ¿cómo estás? Te escribimos de Centro Bella: tu último turno de Semi fue el 03/11/2026 ' +
        'y ya es un buen momento para repetirlo. Podés reservarlo cuando quieras en ' +
        'https://centro.example/reservar?servicio=4 o, si preferís, respondenos por acá y te buscamos un horario. ' +
        '¡Te esperamos!',
    );
  });

  it('offers to book by chat alone while online booking is off, and greets without a name when there is none', () => {
    expect(mensajeVolverALlamar({ ...visita, cliente: ' ', reserva: null })).toBe(
      'Hola, ¿cómo estás? Te escribimos de Centro Bella: tu último turno de Semi fue el 03/11/2026 ' +
        'y ya es un buen momento para repetirlo. Si querés, respondenos por acá y te buscamos un horario. ' +
        '¡Te esperamos!',
    );
  });

  it('opens a chat with the client with the message written, or nothing without a WhatsApp number', () => {
    const link = volverALlamarLink('11 5555-1234', visita);
    const url = new URL(link ?? '');
    expect(url.origin + url.pathname).toBe('https://wa.me/5491155551234');
    // The booking address survives the trip through the link whole, its own query included.
    expect(url.searchParams.get('text')).toBe(mensajeVolverALlamar(visita));
    expect(volverALlamarLink('', visita)).toBeNull();
    expect(volverALlamarLink('4567-8901', visita)).toBeNull();
  });
});

describe("the reminder in the owner's words (Ajustes › Recordatorios)", () => {
  const turno = { cliente: 'Ana', servicio: 'Manicura', fecha: '2026-11-23', hora: '10:30', centro: 'Centro Belleza' };
  const url = (n: number) => `https://centro.example/turno/${String(n).repeat(43)}`;

  it('with the default greeting and closing, is word for word the reminder of before', () => {
    expect(recordatorioTurno({ ...turno, saludo: '¡Hola, {nombre}!', firma: '¡Te esperamos!' })).toBe(
      recordatorioTurno(turno),
    );
    expect(recordatorioTurno({ ...turno, cliente: '', saludo: '¡Hola, {nombre}!', firma: '¡Te esperamos!' })).toBe(
      '¡Hola! Te recordamos tu turno de Manicura el lunes 23/11 a las 10:30 h en Centro Belleza. ' +
        'Si no podés venir, avisanos por acá. ¡Te esperamos!',
    );
  });

  it('greets and signs as the owner wrote it, her first name where {nombre} is', () => {
    expect(recordatorioTurno({ ...turno, saludo: 'Buen día, {nombre} 🌸', firma: 'Saludos, el equipo.' })).toBe(
      'Buen día, Ana 🌸 Te recordamos tu turno de Manicura el lunes 23/11 a las 10:30 h en Centro Belleza. ' +
        'Si no podés venir, avisanos por acá. Saludos, el equipo.',
    );
    const link = new URL(recordatorioLink('11 2345-6789', { ...turno, saludo: 'Hola {nombre}', firma: 'Besos' }) ?? '');
    expect(link.searchParams.get('text')).toBe(
      'Hola Ana Te recordamos tu turno de Manicura el lunes 23/11 a las 10:30 h en Centro Belleza. ' +
        'Si no podés venir, avisanos por acá. Besos',
    );
  });

  it('without her name, drops {nombre} with the comma or space before it, so the greeting still reads well', () => {
    const sinNombre = { ...turno, cliente: '  ', firma: '¡Te esperamos, {nombre}!' };
    expect(recordatorioTurno({ ...sinNombre, saludo: 'Buen día, {nombre} 🌸' })).toBe(
      'Buen día 🌸 Te recordamos tu turno de Manicura el lunes 23/11 a las 10:30 h en Centro Belleza. ' +
        'Si no podés venir, avisanos por acá. ¡Te esperamos!',
    );
    expect(recordatorioTurno({ ...sinNombre, saludo: 'Hola {nombre}, ¿cómo estás?' })).toMatch(
      /^Hola, ¿cómo estás\? Te recordamos /,
    );
    // At the start, the comma after it goes too, and the next word takes the capital.
    expect(recordatorioTurno({ ...sinNombre, saludo: '{nombre}, ¡hola!' })).toMatch(/^¡Hola! Te recordamos /);
  });

  it('leaves out a blank greeting or closing without a stray space', () => {
    expect(recordatorioTurno({ ...turno, saludo: '', firma: '' })).toBe(
      'Te recordamos tu turno de Manicura el lunes 23/11 a las 10:30 h en Centro Belleza. ' +
        'Si no podés venir, avisanos por acá.',
    );
  });

  it('puts a name as it is, whatever it holds', () => {
    expect(recordatorioTurno({ ...turno, cliente: 'Ana $& $1', saludo: 'Hola, {nombre}.', firma: '' })).toMatch(
      /^Hola, Ana \$& \$1\. Te recordamos /,
    );
  });

  it("writes a client's day with its links in the owner's words, with and without her name", () => {
    const uno = {
      cliente: 'Ana',
      fecha: '2026-11-23',
      centro: 'Centro Belleza',
      turnos: [{ servicio: 'Manicura', hora: '10:30', url: url(1) }],
      saludo: 'Buen día, {nombre}.',
      firma: '¡Gracias, {nombre}!',
    };
    expect(recordatorioConEnlaces(uno)).toBe(
      'Buen día, Ana. Te recordamos tu turno de Manicura el lunes 23/11 a las 10:30 h en Centro Belleza. ' +
        `Confirmalo acá: ${url(1)} Si no podés venir, avisanos. ¡Gracias, Ana!`,
    );
    expect(recordatorioConEnlaces({ ...uno, cliente: '' })).toBe(
      'Buen día. Te recordamos tu turno de Manicura el lunes 23/11 a las 10:30 h en Centro Belleza. ' +
        `Confirmalo acá: ${url(1)} Si no podés venir, avisanos. ¡Gracias!`,
    );
    expect(
      recordatorioConEnlaces({
        ...uno,
        cliente: '',
        saludo: '¡Hola, {nombre}!',
        firma: '',
        turnos: [
          { servicio: 'Manicura', hora: '10:30', url: url(1) },
          { servicio: 'Pedicura', hora: '11:30', url: url(2) },
        ],
      }),
    ).toBe(
      '¡Hola! Te recordamos tus turnos del lunes 23/11 en Centro Belleza. Confirmá cada uno desde su enlace:\n' +
        `Manicura a las 10:30 h: ${url(1)}\n` +
        `Pedicura a las 11:30 h: ${url(2)}\n` +
        'Si no podés venir, avisanos.',
    );
  });

  it('opens her chat with her day and its links written, or nothing without a WhatsApp number', () => {
    const dia = {
      cliente: 'Ana',
      fecha: '2026-11-23',
      centro: 'Centro Belleza',
      turnos: [{ servicio: 'Manicura', hora: '10:30', url: url(1) }],
    };
    const link = new URL(recordatorioConEnlacesLink('11 2345-6789', dia) ?? '');
    expect(link.origin + link.pathname).toBe('https://wa.me/5491123456789');
    expect(link.searchParams.get('text')).toBe(recordatorioConEnlaces(dia));
    expect(recordatorioConEnlacesLink('4567-8901', dia)).toBeNull();
  });
});
