/**
 * How people and services are named on every screen, file and message, by server and web alike.
 */

/** A client's or an employee's full name: first name and last name, either of them possibly blank. */
export function nombreCompleto(p: { nombre: string; apellido: string }): string {
  return [p.nombre, p.apellido].filter((part) => part.trim() !== '').join(' ');
}

/** A service as the agenda names it: its short name, else its description (spec section 4). */
export function servicioLabel(s: { nombre: string | null; descripcion: string }): string {
  return s.nombre !== null && s.nombre.trim() !== '' ? s.nombre : s.descripcion;
}
