import { describe, expect, it } from 'vitest';
import { usuarioMessages } from '#shared/schemas/usuario.ts';
import { isGuessablePassword, refuseGuessablePassword } from './password-strength.ts';

/**
 * The list this check replaced (shared/domain/common-passwords.ts until decision 016): every
 * password on it is still refused, now by the dictionaries and patterns rather than by name.
 */
const FORMER_LIST = [
  ...['1234567890', '0987654321', '12345678910', '123456789a', '1234567890a', '1q2w3e4r5t', '1qaz2wsx3edc'],
  ...['qwertyuiop', 'asdfghjkl1', 'zxcvbnm123', 'qwerty1234', 'qwerty12345', 'qwerty123456', 'password12'],
  ...['password123', 'password1234', 'passw0rd123', 'iloveyou12', 'iloveyou123', 'princesa123', 'contraseña'],
  ...['contraseña1', 'contraseña12', 'contraseña123', 'contrasena', 'contrasena1', 'contrasena123'],
  ...['micontraseña', 'clave12345', 'clave123456', 'miclave123', 'administrador', 'administrador1', 'administrador123'],
  ...['admin12345', 'admin123456', 'administrator', 'bienvenido1', 'bienvenido123', 'bienvenida1'],
  ...['bienvenida123', 'centrodebelleza', 'centrobelleza', 'belleza123', 'argentina1', 'argentina123'],
  ...['argentina10', 'bocajuniors', 'riverplate', 'messi12345', 'maradona10', 'buenosaires', 'aaaaaaaaaa'],
  ...['1111111111', '0000000000', '2222222222', '1212121212', '1122334455', 'abcdefghij', 'abcd123456'],
  ...['abc1234567', 'a123456789', 'q1w2e3r4t5', 'football123', 'superman123', 'sunshine123', 'starwars123'],
  ...['dragon1234', 'monkey12345', 'letmein123', 'trustno1234', 'changeme123', 'welcome123', 'welcome1234'],
];

describe('guessable passwords', () => {
  it('refuses every password of the former list, in any case', async () => {
    expect(FORMER_LIST).toHaveLength(74);
    const accepted: string[] = [];
    for (const password of FORMER_LIST) {
      const capitalised = password.charAt(0).toUpperCase() + password.slice(1);
      for (const variant of [password, capitalised, password.toUpperCase()]) {
        if (!(await isGuessablePassword(variant))) accepted.push(variant);
      }
    }
    expect(accepted).toEqual([]);
  });

  it.each([
    'mariposa123',
    'teamo12345',
    'lionelmessi',
    'boquita1234',
    'independiente',
    'P4ssw0rd2024',
    'C0ntr4s3ña123',
    'Argent1na2026',
    'Florencia1985',
    'ab1ab1ab1ab1ab1ab1ab1ab1',
  ])('refuses %s: a leaked password, a Spanish word or name with digits, a l33t spelling, a repeat', async (p) => {
    expect(await isGuessablePassword(p)).toBe(true);
  });

  it('refuses a password built on the account’s own username, name or e-mail', async () => {
    expect(await isGuessablePassword('recepcion2026')).toBe(false);
    expect(await isGuessablePassword('recepcion2026', ['recepcion', 'Recepción Tarde', null])).toBe(true);
    // Accents aside: the name is written 'Recepción', the password typed without the accent.
    expect(await isGuessablePassword('Recepcion2026', ['tarde', 'Recepción Tarde', null])).toBe(true);
    expect(await isGuessablePassword('QuintanaLucia', ['lquintana', 'Lucía Quintana', 'lucia@centro.com.ar'])).toBe(
      true,
    );
  });

  it.each([
    // The suite's own passwords, and passphrases people write.
    'turno-tarde-del-centro',
    'una-clave-bien-larga',
    'la-primera-clave',
    'otra-clave-muy-segura',
    'una-contraseña-equivocada',
    'mi perro come tortas',
    'cafe con leche y medialunas',
    'gato negro en el tejado',
    'Verano-en-Mar-del-Plata',
    'manicura-y-pedicura',
    'uñas esculpidas 24',
    'correcthorsebatterystaple',
    'Mi hija nacio en 2015!',
    'tR7#qL9!xW2$',
  ])('accepts %s', async (password) => {
    expect(await isGuessablePassword(password, ['ana', 'Ana de la Cruz'])).toBe(false);
  });

  it('answers 400 with the forms’ message, and nothing for a good password', async () => {
    await expect(refuseGuessablePassword('contraseña123')).rejects.toMatchObject({
      statusCode: 400,
      message: usuarioMessages.comun,
    });
    await expect(refuseGuessablePassword('turno-tarde-del-centro')).resolves.toBeUndefined();
  });
});
