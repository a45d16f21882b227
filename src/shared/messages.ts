/**
 * User-facing texts that the server and the web app must agree on. Texts quoted by the
 * specification are copied here exactly; everything the UI shows from an API error comes
 * from the `error` field of the JSON answer.
 */
export const messages = {
  loginInvalid: 'Usuario o contraseña incorrectos.',
  loginUnknown: 'Error desconocido en el login.',
  loginMissingFields: 'Completá el usuario o email y la contraseña.',
  connection: 'Error al conectar con el servidor.',
  unauthenticated: 'Tu sesión no está iniciada o venció. Ingresá de nuevo.',
  forbidden: 'No tenés permiso para hacer esto.',
  crossSite: 'Pedido rechazado: no viene de este sitio.',
  notFound: 'No encontrado.',
  badUrl: 'La dirección pedida no es válida.',
  badRequest: 'El pedido no es válido.',
  headersTooLarge: 'Los encabezados del pedido son demasiado grandes.',
  requestTimeout: 'El pedido tardó demasiado en llegar. Intentá de nuevo.',
  shuttingDown: 'El servidor se está reiniciando. Intentá de nuevo en unos segundos.',
  invalidJson: 'El cuerpo del pedido no es JSON válido.',
  unsupportedMediaType: 'Tipo de contenido no admitido.',
  payloadTooLarge: 'El contenido enviado es demasiado grande.',
  tooManyRequests: 'Demasiados intentos. Probá de nuevo en unos minutos.',
  internal: 'Error interno. Intentá de nuevo.',
  databaseUnavailable: 'La base de datos no está disponible. Intentá de nuevo en unos minutos.',
  diskFull:
    'El disco del servidor está lleno: no se guardó el cambio. Avisá a quien administra el sistema para que libere espacio.',
  csvNoFile: 'Seleccioná un archivo CSV.',
  csvTooLarge: 'El archivo supera el máximo de 2 MB.',
  chunkLoadFailed: 'No pudimos cargar esta sección. Revisá tu conexión e intentá de nuevo.',
} as const;
