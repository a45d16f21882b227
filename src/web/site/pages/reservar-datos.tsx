import { useRef, useState, type FormEvent, type RefObject } from 'react';
import { Link } from 'react-router';
import { reservaMessages } from '#shared/domain/reserva-messages.ts';
import { celularReservable } from '#shared/domain/telefono.ts';
import { contact } from '#web/lib/contact.ts';
import type { Datos, Flujo } from './reservar-flujo.ts';
import { Paso } from './reservar-paso.tsx';

/** What is wrong with the phone, by the server's own rule (shared/domain/telefono.ts), or null. */
export function errorDeTelefono(telefono: string): string | null {
  if (telefono.trim() === '') return 'Escribí tu celular.';
  return celularReservable(telefono) ? null : reservaMessages.telefono;
}

/**
 * Step 5: name, phone and e-mail, with the privacy notice (Ley 25.326). The phone is checked as it
 * is typed once the visitor has left the field (or tried to go on), with the server's rule, and
 * its error is tied to the field. What is typed is kept (reservar-flujo.ts) and never lost.
 */
export function PasoDatos({ flujo, titulo }: { flujo: Flujo; titulo: RefObject<HTMLHeadingElement | null> }) {
  const { datos, setDatos } = flujo;
  const [revisarTelefono, setRevisarTelefono] = useState(() => datos.telefono !== '');
  const telefonoRef = useRef<HTMLInputElement>(null);
  const errorTelefono = revisarTelefono ? errorDeTelefono(datos.telefono) : null;
  const campo = (key: keyof Datos) => ({
    value: datos[key],
    onChange: (e: { currentTarget: { value: string } }) => setDatos({ ...datos, [key]: e.currentTarget.value }),
  });

  return (
    <Paso titulo="Tus datos" refTitulo={titulo}>
      <form
        className="reserva-form"
        onSubmit={(e: FormEvent) => {
          e.preventDefault();
          if (errorDeTelefono(datos.telefono) !== null) {
            setRevisarTelefono(true);
            telefonoRef.current?.focus();
            return;
          }
          flujo.ir('confirmar');
        }}
      >
        <label htmlFor="reserva-nombre">Nombre y apellido</label>
        <input id="reserva-nombre" name="nombre" autoComplete="name" required maxLength={100} {...campo('nombre')} />
        <label htmlFor="reserva-telefono">Celular (WhatsApp)</label>
        <input
          ref={telefonoRef}
          id="reserva-telefono"
          name="telefono"
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          required
          maxLength={40}
          aria-invalid={errorTelefono !== null ? true : undefined}
          aria-describedby={
            errorTelefono !== null ? 'reserva-telefono-error reserva-telefono-ayuda' : 'reserva-telefono-ayuda'
          }
          onBlur={() => datos.telefono !== '' && setRevisarTelefono(true)}
          {...campo('telefono')}
        />
        {errorTelefono !== null && (
          <p id="reserva-telefono-error" className="reserva-campo-error">
            {errorTelefono}
          </p>
        )}
        <p id="reserva-telefono-ayuda" className="note">
          Con código de área, por ejemplo 11 2345-6789. Te escribimos solo por este turno.
        </p>
        <label htmlFor="reserva-email">Email (opcional)</label>
        <input id="reserva-email" name="email" type="email" autoComplete="email" maxLength={254} {...campo('email')} />
        {/* The honeypot: out of sight and out of the keyboard's way; a robot fills it in. */}
        <div className="trampa" aria-hidden="true">
          <label htmlFor="reserva-sitio">Sitio web</label>
          <input id="reserva-sitio" name="sitio" tabIndex={-1} autoComplete="off" {...campo('sitio')} />
        </div>
        <p className="reserva-privacidad">
          Tus datos los guarda {contact.nombre} solo para gestionar tu turno y avisarte si algo cambia. No los
          compartimos con nadie. Podés pedirnos verlos, corregirlos o borrarlos cuando quieras por WhatsApp (Ley 25.326
          de Protección de Datos Personales). <Link to="/privacidad">Política de privacidad</Link>
        </p>
        <p className="actions">
          <button type="submit" className="button">
            Continuar
          </button>
        </p>
      </form>
    </Paso>
  );
}
