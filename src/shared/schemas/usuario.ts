import { z } from 'zod';
import { optionalEmail, requiredText } from './fields.ts';
import { roles, roleSchema } from './auth.ts';

export const PASSWORD_MIN = 10;
export const PASSWORD_MAX = 128;

export const usuarioMessages = {
  corta: `La contraseña debe tener al menos ${PASSWORD_MIN} caracteres.`,
  larga: `La contraseña puede tener como máximo ${PASSWORD_MAX} caracteres.`,
  comun: 'Esa contraseña es de las más usadas: elegí otra.',
  usuario: 'El usuario debe tener de 3 a 40 letras minúsculas, números, puntos, guiones o guiones bajos.',
  duplicado: 'Ya existe un usuario con ese nombre de usuario o email.',
  noEncontrado: 'Usuario no encontrado.',
  ultimoAdmin: 'No se puede desactivar al último administrador activo.',
  propio: 'No podés desactivar tu propia cuenta.',
  resetPropio: 'Tu propia contraseña se cambia con "Cambiar contraseña", con la actual.',
  actualIncorrecta: 'La contraseña actual no es correcta.',
  rol: "El rol debe ser 'admin', 'staff' o 'profesional'.",
  sinEmpleado: 'Elegí el empleado de la cuenta profesional.',
  empleadoNoEncontrado: 'El empleado elegido no existe.',
  empleadoConCuenta: 'El empleado elegido ya tiene su cuenta profesional.',
  empleadoSoloProfesional: 'Solo una cuenta profesional se vincula a un empleado.',
  contieneUsuario: 'La contraseña no puede contener el nombre de usuario.',
} as const;

/** The codes of the accounts' refusals, for the web to decide on (never the sentence). */
export const usuarioCodes = {
  /** A new password among the most guessable (400): the forms show it under the password field. */
  comun: 'contrasena_comun',
  duplicado: 'usuario_duplicado',
  noEncontrado: 'usuario_no_encontrado',
  ultimoAdmin: 'ultimo_administrador',
  propio: 'desactivar_cuenta_propia',
  resetPropio: 'restablecer_contrasena_propia',
  actualIncorrecta: 'contrasena_actual_incorrecta',
  /** A professional's account without an employee, or with one that does not exist (409). */
  empleadoInvalido: 'empleado_de_cuenta_invalido',
} as const;

/**
 * A new password (spec'd by the security issue): 10 to 128 characters, no composition rules.
 * Whether it is one of the most guessable is judged by the server alone, against dictionaries
 * too large for the browser (server/auth/password-strength.ts, decision 016): it answers 400
 * with `usuarioMessages.comun`, which the forms show under the password field.
 */
export const passwordSchema = z
  .string({ error: usuarioMessages.corta })
  .min(PASSWORD_MIN, usuarioMessages.corta)
  .max(PASSWORD_MAX, usuarioMessages.larga);

/** A new account, as an admin creates it. */
export const usuarioInputSchema = z
  .object({
    username: z
      .string({ error: usuarioMessages.usuario })
      .trim()
      .toLowerCase()
      .regex(/^[a-z0-9._-]{3,40}$/, usuarioMessages.usuario),
    email: optionalEmail,
    nombre: requiredText('El nombre es obligatorio.', 100, 'El nombre', 'name'),
    role: z.enum(roles, { error: usuarioMessages.rol }).default('staff'),
    /** The employee the account belongs to: required for a professional's. */
    idEmpleado: z
      .number({ error: usuarioMessages.sinEmpleado })
      .int({ error: usuarioMessages.sinEmpleado })
      .positive({ error: usuarioMessages.sinEmpleado })
      .max(2_147_483_647, { error: usuarioMessages.empleadoNoEncontrado })
      .nullable()
      .optional(),
    password: passwordSchema,
  })
  .refine((u) => !u.password.toLowerCase().includes(u.username), {
    path: ['password'],
    message: usuarioMessages.contieneUsuario,
  })
  .refine((u) => u.role !== 'profesional' || (u.idEmpleado ?? null) !== null, {
    path: ['idEmpleado'],
    message: usuarioMessages.sinEmpleado,
  })
  .refine((u) => u.role === 'profesional' || (u.idEmpleado ?? null) === null, {
    path: ['idEmpleado'],
    message: usuarioMessages.empleadoSoloProfesional,
  });
export type UsuarioInput = z.input<typeof usuarioInputSchema>;

export const resetPasswordSchema = z.object({ password: passwordSchema });
export const estadoUsuarioSchema = z.object({ active: z.boolean({ error: 'Indicá si la cuenta queda activa.' }) });
export const cambioPasswordSchema = z.object({
  actual: z.string({ error: usuarioMessages.actualIncorrecta }).min(1, usuarioMessages.actualIncorrecta).max(1024),
  nueva: passwordSchema,
});

/** An account as the API shows it: never its password hash. */
export const usuarioSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  email: z.string().nullable(),
  nombre: z.string(),
  role: roleSchema,
  idEmpleado: z.number().int().nullable(),
  active: z.boolean(),
  createdAt: z.string(),
});
export type Usuario = z.infer<typeof usuarioSchema>;
