/** The centre's name when VITE_CENTRO_NOMBRE is not set: the web's, and the server's messages'. */
export const DEFAULT_CENTRO_NOMBRE = 'Centro de Belleza y Estética';
