import { useEffect, useRef, useState, type FormEvent } from 'react';
import { normalizarCodigo } from '#shared/domain/giftcard.ts';
import type { GiftcardSaldo } from '#shared/schemas/giftcard.ts';
import { api } from '#web/lib/api.ts';
import { textoDelSaldo } from './giftcard-texts.ts';

const FORMATO = 'Revisá el código: son 10 letras y números, como K7QM-9XR4-TA.';

/**
 * 'Consultá el saldo de tu gift card' (decision 044): the code typed, or brought by the card's QR
 * (`/giftcard?codigo=…`), and the answer: what is left and until when, nothing else.
 */
export function SaldoDeGiftcard() {
  const campo = useRef<HTMLInputElement>(null);
  const [respuesta, setRespuesta] = useState<{ texto: string; error: boolean } | null>(null);
  const [consultando, setConsultando] = useState(false);

  async function consultar(texto: string) {
    const normal = normalizarCodigo(texto);
    if (normal === null) return setRespuesta({ texto: FORMATO, error: true });
    setConsultando(true);
    try {
      const saldo = await api<GiftcardSaldo>(`/giftcards/${normal}/saldo`, { redirectOn401: false });
      setRespuesta({ texto: textoDelSaldo(saldo), error: false });
    } catch (err) {
      setRespuesta({ texto: err instanceof Error ? err.message : 'No pudimos consultar el saldo.', error: true });
    } finally {
      setConsultando(false);
    }
  }

  // The card's QR brings its code in the address: written in the field and asked for at once.
  useEffect(() => {
    const desdeQr = new URLSearchParams(window.location.search).get('codigo');
    if (desdeQr === null || campo.current === null) return;
    campo.current.value = desdeQr;
    void consultar(desdeQr);
  }, []);

  return (
    <section aria-labelledby="saldo-titulo" className="giftcard-saldo">
      <h2 id="saldo-titulo">Consultá el saldo de tu gift card</h2>
      <form
        className="reserva-form"
        onSubmit={(e: FormEvent) => {
          e.preventDefault();
          void consultar(campo.current?.value ?? '');
        }}
      >
        <label htmlFor="giftcard-codigo">Código de la gift card</label>
        <input
          id="giftcard-codigo"
          name="codigo"
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          placeholder="K7QM-9XR4-TA"
          maxLength={20}
          ref={campo}
          aria-invalid={respuesta?.error === true ? true : undefined}
          aria-describedby="giftcard-saldo-respuesta"
        />
        <p className="actions">
          <button type="submit" className="button" disabled={consultando}>
            {consultando ? 'Consultando…' : 'Consultar'}
          </button>
        </p>
      </form>
      <p id="giftcard-saldo-respuesta" role="status" className="giftcard-saldo-respuesta">
        {respuesta?.texto ?? ''}
      </p>
    </section>
  );
}
