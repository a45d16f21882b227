/** The agenda's own texts; the ones quoted by the spec (sections 5 and 8) are copied exactly. */
export const agendaTexts = {
  // Beside the price: the spec's rule (a booking's price teaches its service), and where a discount goes.
  descuentoEnTicket: 'Los descuentos se hacen al cobrar, en el ticket.',
  cambiaServicio: (servicio: string, precio: string, duracion: number) =>
    `Al guardar, ${servicio} pasa a costar ${precio} y a durar ${duracion} min en los turnos nuevos y en las reservas online. Para un descuento solo a este cliente, dejá el precio del servicio y usá Cobrar.`,
  soloEsteTurno: (precio: string) =>
    `Este costo y esta duración valen solo para este turno: el servicio sigue costando ${precio}.`,
  nombreObligatorio: 'El nombre es obligatorio',
  camposObligatorios: 'Todos los campos son obligatorios',
  precioDuracion: 'Precio y duración deben ser mayores a 0',
  errorCrearCliente: 'Error al crear cliente',
  errorCrearServicio: 'Error al crear servicio',
  errorGuardar: 'Error al guardar el turno',
  errorConectar: 'Error al conectar con el servidor',
  confirmarEliminar: '¿Eliminar este turno?',
  /** What deleting a paid booking gives back, said before it is done. */
  devolucion: (monto: string, medio: string) => `Se registra la devolución de ${monto} en ${medio}, con fecha de hoy.`,
  exportar: 'Exportar como imagen',
  recordatorio: 'Recordatorio por WhatsApp',
  sinTelefono: 'Sin teléfono: agregalo en Clientes para enviar recordatorios por WhatsApp.',
  // Issue 19: a booking marked paid ahead of its day still counts in today's cash.
  pagadoHoy: 'Pagado registra el cobro hoy en la caja. Si todavía no pagó, elegí Debe.',
  abonadoHoy: 'El monto abonado se registra hoy en la caja. Si todavía no pagó, elegí Debe.',
  // A professional's own account: money is the desk's.
  cobraElMostrador: 'El turno queda al precio de lista y lo cobra el mostrador.',
  estadoDelPago: 'Estado del pago',
  whatsapp: 'WhatsApp',
  soloTuColumna: 'Solo podés agendar turnos en tu propia columna.',
  ocupado: 'Ocupado',
} as const;
