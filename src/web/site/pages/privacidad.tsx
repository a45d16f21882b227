import { Link } from 'react-router';
import { chatLink, contact } from '#web/lib/contact.ts';
import { PageHead } from '#web/site/page-head.tsx';

/**
 * The privacy notice (Ley 25.326 de Protección de Datos Personales): who keeps the data the site
 * asks for (online booking's name, phone and e-mail), for what, for how long, and how to see,
 * correct or erase it. Linked from the booking's 'Tus datos' step and from every page's footer.
 */
export function Component() {
  return (
    <>
      <PageHead path="/privacidad" />
      <section className="page narrow privacidad">
        <h1>Política de privacidad</h1>
        <p className="lead">
          Cuidamos tus datos personales como cuidamos tu turno: pedimos solo lo necesario y lo usamos solo para
          atenderte.
        </p>

        <h2>Quién guarda tus datos</h2>
        <p>
          {contact.nombre}, {contact.direccion}. Somos responsables de la base de datos de clientas y clientes del
          centro.
        </p>

        <h2>Qué datos pedimos y para qué</h2>
        <p>
          Cuando reservás un turno online te pedimos tu nombre, tu celular y, si querés, tu email. Los usamos solo para
          registrar tu turno en nuestra agenda, reconocerte cuando volvés y escribirte por WhatsApp sobre ese turno (un
          recordatorio, o un aviso si algo cambia). No los vendemos ni los compartimos con nadie, y no te mandamos
          publicidad.
        </p>
        <p>
          Para evitar reservas automáticas guardamos también, por un tiempo limitado, la dirección de internet desde la
          que se hizo cada reserva. Este sitio no usa cookies de publicidad ni de seguimiento.
        </p>

        <h2>Cuánto tiempo los guardamos</h2>
        <p>
          Mientras seas clienta o cliente del centro, junto con el historial de tus turnos. Si nos pedís que los
          borremos, los borramos: tus turnos pasados quedan en la agenda sin tu nombre ni tu teléfono.
        </p>

        <h2>Tus derechos</h2>
        <p>
          Podés pedirnos ver los datos que tenemos sobre vos, corregirlos, actualizarlos o borrarlos. Escribinos por{' '}
          <a
            href={chatLink('¡Hola! Quiero consultar sobre mis datos personales.')}
            target="_blank"
            rel="noopener noreferrer"
          >
            WhatsApp
          </a>{' '}
          o acercate al local; te respondemos dentro de los plazos de la ley (10 días para verlos, 5 días hábiles para
          corregirlos o borrarlos).
        </p>
        <p className="note">
          El titular de los datos personales tiene la facultad de ejercer el derecho de acceso a los mismos en forma
          gratuita a intervalos no inferiores a seis meses, salvo que se acredite un interés legítimo al efecto conforme
          lo establecido en el artículo 14, inciso 3 de la Ley N° 25.326. La Agencia de Acceso a la Información Pública,
          en su carácter de Órgano de Control de la Ley N° 25.326, tiene la atribución de atender las denuncias y
          reclamos que interpongan quienes resulten afectados en sus derechos por incumplimiento de las normas vigentes
          en materia de protección de datos personales.
        </p>
        <p>
          <Link to="/">Volver al inicio</Link>
        </p>
      </section>
    </>
  );
}
