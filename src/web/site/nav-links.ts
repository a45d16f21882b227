/** The public site's menus: the same pages on a wide screen (with 'Más') and in the phone's drawer. */
export interface NavItem {
  to: string;
  label: string;
}

export const mainLinks: readonly NavItem[] = [
  { to: '/', label: 'Inicio' },
  { to: '/servicios', label: 'Servicios' },
  { to: '/galeria', label: 'Galería' },
  { to: '/turnos', label: 'Turnos' },
  { to: '/giftcard', label: 'Gift Card' },
  { to: '/blog', label: 'Blog' },
  { to: '/faq', label: 'Preguntas' },
  { to: '/empleos', label: 'Empleos' },
  { to: '/franquicias', label: 'Franquicias' },
];

export const moreLinks: readonly NavItem[] = [
  { to: '/cursos', label: 'Cursos' },
  { to: '/login', label: 'Ingresar' },
];

/** Online booking's page, in the menus while the owner has it on. */
export const reservarLink: NavItem = { to: '/reservar', label: 'Reservá online' };
