const numero = new Intl.NumberFormat('es-AR', { maximumFractionDigits: 0 });

/**
 * The form that agrees with a count: `plural(1, 'Se agregó', 'Se agregaron')` is 'Se agregó'.
 * Only 1 takes the singular; 0 takes the plural, as Spanish does ('0 turnos').
 */
export function plural(n: number, uno: string, varios: string): string {
  return n === 1 ? uno : varios;
}

/**
 * A count and its noun, agreeing: `contar(1, 'turno')` is '1 turno', `contar(2, 'turno')` '2
 * turnos', `contar(3, 'vez', 'veces')` '3 veces' (a noun whose plural is not just an -s says it),
 * and `contar(1500, 'cliente')` '1.500 clientes'.
 */
export function contar(n: number, uno: string, varios = `${uno}s`): string {
  return `${numero.format(n)} ${plural(n, uno, varios)}`;
}
