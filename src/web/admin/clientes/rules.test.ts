import { describe, expect, it } from 'vitest';
import { fusionMensaje, turnosPorVenirTexto } from './rules.ts';

const pilar = (id: number, telefono: string) => ({ id, nombre: 'Pilar', apellido: 'Ramírez', telefono, email: '' });

describe("the client file's texts", () => {
  it('tells two clients of one name apart by their phones in the merge message', () => {
    expect(fusionMensaje(pilar(2, '11 5555-1234'), pilar(1, '11 4444-0000'))).toBe(
      'Pilar Ramírez (11 5555-1234) se fusionó en Pilar Ramírez (11 4444-0000).',
    );
    expect(fusionMensaje(pilar(2, ''), pilar(1, '11 4444-0000'))).toBe(
      'Pilar Ramírez (sin teléfono) se fusionó en Pilar Ramírez (11 4444-0000).',
    );
  });

  it('says how many bookings are ahead and the first, and nothing when there are none', () => {
    expect(turnosPorVenirTexto({ cantidad: 2, primero: { fecha: '2026-12-01', hora: '15:00' } })).toBe(
      'Tiene 2 turnos por venir; el primero, el martes 01/12 a las 15:00.',
    );
    expect(turnosPorVenirTexto({ cantidad: 1, primero: { fecha: '2026-11-30', hora: '09:30' } })).toBe(
      'Tiene 1 turno por venir: el lunes 30/11 a las 09:30.',
    );
    expect(turnosPorVenirTexto({ cantidad: 0, primero: null })).toBeNull();
  });
});
