import { ChatButton } from '#web/site/chat-button.tsx';
import { PageHead } from '#web/site/page-head.tsx';
import { SaldoDeGiftcard } from './giftcard-saldo.tsx';

export function Component() {
  return (
    <>
      <PageHead path="/giftcard" />
      <section className="page narrow">
        <h1>Gift Card</h1>
        <p className="lead">
          Regalá un rato para mimarse. La gift card sirve para cualquiera de nuestros servicios: manicuría, pedicuría,
          cejas, pestañas o microblading. Vos elegís el monto o el servicio, y nosotras la preparamos con una tarjeta
          lista para regalar.
        </p>
        <div className="giftcard" aria-hidden="true">
          <span className="giftcard-mark">✿</span>
          <span className="giftcard-title">Gift Card</span>
          <span className="giftcard-sub">Un momento para vos</span>
        </div>
        <ul className="checklist">
          <li>Válida por 6 meses desde la compra.</li>
          <li>Para cualquier servicio del centro.</li>
          <li>Te la enviamos en digital o la retirás en el local.</li>
        </ul>
        <p className="actions">
          <ChatButton message="¡Hola! Quiero comprar una gift card.">Pedí tu gift card</ChatButton>
        </p>
        <SaldoDeGiftcard />
      </section>
    </>
  );
}
