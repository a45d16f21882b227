import { describe, expect, it } from 'vitest';
import { textoDelSaldo } from './giftcard-texts.ts';

describe('the public balance page says', () => {
  const base = { saldo: 17_500, servicio: null, vence: '2027-05-27', estado: 'Vigente' } as const;
  it('what is left and until when', () => {
    expect(textoDelSaldo(base)).toBe('Le quedan $ 17.500,00. Válida hasta el 27/05/2027.');
  });
  it('the service a service card is for', () => {
    expect(textoDelSaldo({ ...base, servicio: 'Lifting de pestañas', saldo: 23_000 })).toBe(
      'Vale 1 Lifting de pestañas. Válida hasta el 27/05/2027.',
    );
  });
  it('why it cannot be used', () => {
    expect(textoDelSaldo({ ...base, estado: 'Vencida' })).toBe('Esta gift card venció el 27/05/2027.');
    expect(textoDelSaldo({ ...base, estado: 'Usada', saldo: 0 })).toBe('Esta gift card ya se usó: no le queda saldo.');
    expect(textoDelSaldo({ ...base, estado: 'Anulada' })).toBe('Esta gift card está anulada.');
  });
});
