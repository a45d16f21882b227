/**
 * Spec section 4: a booking saved with another price or duration updates its base service.
 * Decision 007: only a price, duration or service the user set on this save teaches the service
 * (a new booking, or one whose own price, duration or service changed); moving an old booking or
 * marking it paid must not bring back the price it had before an increase. The server writes by
 * it and the booking modal says it before saving.
 */
export function ensenaAlServicio(
  antes: { idServicio: number; costo: number; duracion: number } | null,
  ahora: { idServicio: number; costo: number; duracion: number },
): boolean {
  return (
    antes === null ||
    ahora.costo !== antes.costo ||
    ahora.duracion !== antes.duracion ||
    ahora.idServicio !== antes.idServicio
  );
}
