import type { ReactNode } from 'react';

/**
 * A phone as a link that dials it (`tel:`), as the client list shows it: one tap from a phone at
 * the desk. Without a number, the text as it is ('' is left out of a table's phone card).
 */
export function telefonoLink(telefono: string): ReactNode {
  const digits = telefono.replace(/[^\d+]/g, '');
  return digits === '' ? telefono : <a href={`tel:${digits}`}>{telefono}</a>;
}
