import { describe, expect, it } from 'vitest';
import type { Cliente } from '#shared/schemas/cliente.ts';
import type { Servicio } from '#shared/schemas/servicio.ts';
import {
  clientesCsvFile,
  clientesToCsv,
  parseClientesCsv,
  parseServiciosCsv,
  serviciosToCsv,
  SERVICIOS_CSV_FILE,
} from './catalogue-csv.ts';
import { BOM, defuseFormula, readCsv, writeCsv } from './csv.ts';

describe('reading CSV', () => {
  it('reads a services file as Excel in Spanish saves it: BOM, semicolons, CRLF, quotes, 1234,50', () => {
    const file =
      `${BOM}descripcion;categoria;precio;duracion_sugerida;nombre\r\n` +
      `"Uñas esculpidas; con diseño";Manos;1234,50;90;\r\n` +
      `"Perfilado ""premium""";Cejas;"2.500,00";30;Perfilado\r\n` +
      `Limpieza facial, profunda;Facial;8000;60;Limpieza\r\n` +
      `\r\n\r\n`;
    const result = parseServiciosCsv(file);
    expect(result).toEqual({
      ok: true,
      columnas: new Set(['descripcion', 'categoria', 'precio', 'duracion_sugerida', 'nombre']),
      rows: [
        {
          linea: 2,
          value: {
            descripcion: 'Uñas esculpidas; con diseño',
            categoria: 'Manos',
            precio: 1234.5,
            duracionSugerida: 90,
            nombre: '',
          },
        },
        {
          linea: 3,
          value: {
            descripcion: 'Perfilado "premium"',
            categoria: 'Cejas',
            precio: 2500,
            duracionSugerida: 30,
            nombre: 'Perfilado',
          },
        },
        {
          linea: 4,
          value: {
            descripcion: 'Limpieza facial, profunda',
            categoria: 'Facial',
            precio: 8000,
            duracionSugerida: 60,
            nombre: 'Limpieza',
          },
        },
      ],
    });
  });

  it('reads a comma file without BOM, LF endings, prices with a dot', () => {
    const file = 'descripcion,categoria,precio,duracion_sugerida,nombre\n"Masaje, 60 min",Cuerpo,1234.50,60,\n';
    const result = parseServiciosCsv(file);
    expect(result.ok && result.rows.map((r) => r.value.precio)).toEqual([1234.5]);
    expect(result.ok && result.rows[0]?.value.descripcion).toBe('Masaje, 60 min');
  });

  it('takes columns by their header names in any order, accents and case aside', () => {
    const file = 'Categoría;Duración sugerida;Descripción;Precio\nPestañas;45;Lifting;15000\n';
    const result = parseServiciosCsv(file);
    expect(result).toEqual({
      ok: true,
      columnas: new Set(['categoria', 'duracion_sugerida', 'descripcion', 'precio']),
      rows: [
        {
          linea: 2,
          value: { categoria: 'Pestañas', duracionSugerida: 45, descripcion: 'Lifting', precio: 15000, nombre: '' },
        },
      ],
    });
  });

  it('numbers a row by the line it starts on, even after a quoted line break', () => {
    expect(readCsv('a,b\n"uno\ndos",2\n\n3,4\n')).toEqual([
      { linea: 1, cells: ['a', 'b'] },
      { linea: 2, cells: ['uno\ndos', '2'] },
      { linea: 5, cells: ['3', '4'] },
    ]);
  });

  it('lists every bad line with its number and reason, and keeps nothing', () => {
    const file =
      'descripcion;categoria;precio;duracion_sugerida;nombre\r\n' +
      ';Manos;100;30;\r\n' +
      'Esmaltado;Manos;cien;30;\r\n' +
      'Esmaltado;Manos;100;0;\r\n' +
      'Esmaltado;Manos;100;30;\r\n' +
      'Esmaltado;;100;2,5;\r\n' +
      'Esmaltado;Manos;-5;30;\r\n';
    expect(parseServiciosCsv(file)).toEqual({
      ok: false,
      error: '',
      lineas: [
        { linea: 2, motivo: 'La descripción es obligatoria.' },
        { linea: 3, motivo: 'El precio "cien" no es un número válido.' },
        { linea: 4, motivo: 'La duración debe ser mayor a 0 minutos.' },
        { linea: 6, motivo: 'La categoría es obligatoria.' },
        { linea: 7, motivo: 'El precio "-5" no es un número válido.' },
      ],
    });
  });

  it('refuses a line with a quote left open or misplaced, instead of swallowing the lines after it', () => {
    const misplaced = parseServiciosCsv(
      'descripcion;categoria;precio;duracion_sugerida;nombre\r\nEsmaltado;Manos;100;30;"Semi" corto\r\nKapping;Manos;200;45;\r\n',
    );
    expect(misplaced).toMatchObject({
      ok: false,
      lineas: [
        {
          linea: 2,
          motivo: 'Hay comillas mal puestas en esta línea: un texto entre comillas debe ocupar toda la celda.',
        },
      ],
    });
    const open = parseServiciosCsv(
      'descripcion;categoria;precio;duracion_sugerida\nBien;Manos;1;30\n"Abierto;Manos;1;30\n',
    );
    expect(open).toMatchObject({
      ok: false,
      lineas: [{ linea: 3, motivo: 'Hay unas comillas sin cerrar en esta línea.' }],
    });
  });

  it('refuses a line with more cells than the header (a separator inside an unquoted text)', () => {
    expect(
      parseServiciosCsv('descripcion,categoria,precio,duracion_sugerida,nombre\nA,B,1,30,Semi, permanente\n'),
    ).toEqual({
      ok: false,
      error: '',
      lineas: [
        {
          linea: 2,
          motivo: 'La línea tiene más celdas que el encabezado: ¿un separador dentro de un texto sin comillas?',
        },
      ],
    });
    // Empty trailing cells (a spreadsheet's habit) are fine.
    expect(parseClientesCsv('nombre;telefono;email\nAna;1155550000;;;\n').ok).toBe(true);
  });

  it('finds the separator even after blank lines before the header, and says which columns it saw', () => {
    const result = parseClientesCsv('\r\n\r\nnombre;telefono\r\nAna López;1155550000\r\n');
    expect(result).toEqual({
      ok: true,
      columnas: new Set(['nombre', 'telefono']),
      rows: [{ linea: 4, value: { nombre: 'Ana López', apellido: '', telefono: '1155550000', email: '' } }],
    });
  });

  it('refuses a file without a required column, or without rows', () => {
    expect(parseServiciosCsv('descripcion,categoria,precio\nA,B,1\n')).toEqual({
      ok: false,
      error: 'Al archivo le falta la columna duracion_sugerida.',
      lineas: [],
    });
    expect(parseServiciosCsv('')).toMatchObject({ ok: false, error: 'El archivo está vacío.' });
    expect(parseServiciosCsv(`${BOM}descripcion;categoria;precio;duracion_sugerida\r\n\r\n`)).toMatchObject({
      ok: false,
      error: 'El archivo no tiene filas para importar (solo el encabezado).',
    });
  });

  it('reads a clients file and checks name, phone and email', () => {
    const file = `${BOM}nombre;telefono;email\r\nAna López;11 5555-1234;ana@correo.com.ar\r\n;1133334444;\r\nMal Teléfono;1234;\r\nMal Mail;1144445555;no-es-mail\r\n`;
    expect(parseClientesCsv(file)).toEqual({
      ok: false,
      error: '',
      lineas: [
        { linea: 3, motivo: 'El nombre es obligatorio.' },
        { linea: 4, motivo: 'El teléfono no es válido: usá números (entre 6 y 20), espacios, guiones o +.' },
        { linea: 5, motivo: 'El email no es válido.' },
      ],
    });
    // A client booked from the agenda without a phone is exported without one, and reads back.
    const good = parseClientesCsv('nombre,telefono,email\r\nAna López,+54 9 11 5555-1234,\r\nSin Teléfono,,\r\n');
    expect(good).toEqual({
      ok: true,
      columnas: new Set(['nombre', 'telefono', 'email']),
      rows: [
        { linea: 2, value: { nombre: 'Ana López', apellido: '', telefono: '+54 9 11 5555-1234', email: '' } },
        { linea: 3, value: { nombre: 'Sin Teléfono', apellido: '', telefono: '', email: '' } },
      ],
    });
  });
});

describe('writing CSV', () => {
  it('writes RFC 4180 with a BOM, CRLF and quotes where needed (and around semicolons, for Excel in Spanish)', () => {
    expect(
      writeCsv(
        ['a', 'b'],
        [
          ['x, y', 'di "hola"'],
          ['ñandú', 3],
          ['uno; dos', ''],
        ],
      ),
    ).toBe(`${BOM}a,b\r\n"x, y","di ""hola"""\r\nñandú,3\r\n"uno; dos",\r\n`);
  });

  it('defuses cells that a spreadsheet would run as formulas', () => {
    for (const cell of ['=HYPERLINK("http://x")', '+54 11', '-2', '@SUM(A1)', '\tx']) {
      expect(defuseFormula(cell)).toBe(`'${cell}`);
    }
    expect(defuseFormula('Ana')).toBe('Ana');
    const csv = writeCsv(['nombre'], [['=1+1']]);
    expect(csv).toBe(`${BOM}nombre\r\n'=1+1\r\n`);
  });

  it('exports services and reads them back unchanged', () => {
    const servicios: Servicio[] = [
      {
        id: 1,
        categoria: 'Manos',
        descripcion: 'Esmaltado; "semi"',
        precio: 1234.5,
        duracionSugerida: 30,
        nombre: '',
        reservableOnline: true,
        repetirCadaDias: null,
      },
      {
        id: 2,
        categoria: '=Cejas',
        descripcion: 'Perfilado, con hilo',
        precio: 0,
        duracionSugerida: 45,
        nombre: 'P',
        reservableOnline: false,
        repetirCadaDias: 21,
      },
      {
        id: 3,
        categoria: 'Facial',
        descripcion: 'Limpieza "profunda", con vapor',
        precio: 99999.99,
        duracionSugerida: 90,
        nombre: '',
        reservableOnline: true,
        repetirCadaDias: null,
      },
    ];
    expect(SERVICIOS_CSV_FILE).toBe('servicios.csv');
    const csv = serviciosToCsv(servicios);
    expect(csv.startsWith(`${BOM}descripcion,categoria,precio,duracion_sugerida,nombre\r\n`)).toBe(true);
    expect(csv).toContain("'=Cejas");
    const back = parseServiciosCsv(csv);
    expect(back.ok && back.rows.map((r) => r.value)).toEqual(
      servicios.map(({ id: _id, reservableOnline: _online, repetirCadaDias: _dias, ...rest }) => rest),
    );
    // A description kept from before line breaks were refused is still one quoted record; read
    // back, its line is refused as the form would refuse it.
    const viejo = serviciosToCsv(servicios.slice(0, 1).map((s) => ({ ...s, descripcion: 'Multi\nlínea' })));
    expect(viejo).toContain('"Multi\nlínea"');
    expect(parseServiciosCsv(viejo).ok).toBe(false);
  });

  it('exports clients (full name, phone, email) and reads them back unchanged', () => {
    const clientes: Cliente[] = [
      { id: 1, nombre: 'Ana', apellido: 'López', telefono: '+54 9 11 5555-1234', email: 'ana@correo.com.ar' },
      { id: 2, nombre: 'María José', apellido: '', telefono: '11 4444-5555', email: '' },
    ];
    expect(clientesCsvFile('2026-11-22')).toBe('clientes_2026-11-22.csv');
    const csv = clientesToCsv(clientes);
    expect(csv).toBe(
      `${BOM}nombre,telefono,email\r\nAna López,'+54 9 11 5555-1234,ana@correo.com.ar\r\nMaría José,11 4444-5555,\r\n`,
    );
    const back = parseClientesCsv(csv);
    expect(back.ok && back.rows.map((r) => r.value)).toEqual([
      { nombre: 'Ana López', apellido: '', telefono: '+54 9 11 5555-1234', email: 'ana@correo.com.ar' },
      { nombre: 'María José', apellido: '', telefono: '11 4444-5555', email: '' },
    ]);
  });
});
