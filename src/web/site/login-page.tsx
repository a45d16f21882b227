import { useEffect, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { messages } from '#shared/messages.ts';
import type { CurrentUser } from '#shared/schemas/auth.ts';
import { ApiError, api } from '#web/lib/api.ts';
import { PageHead } from './page-head.tsx';
import { useHydrated } from '#web/lib/use-hydrated.ts';
import './login-page.css';

function loginErrorMessage(err: unknown): string {
  if (err instanceof ApiError) {
    if (err.status === 401) return messages.loginInvalid;
    if (err.status === 0) return messages.connection;
    // Beyond the spec's three messages: the rate limit says when to try again.
    if (err.status === 429) return err.message;
  }
  return messages.loginUnknown;
}

export function Component() {
  const navigate = useNavigate();
  const [showPassword, setShowPassword] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const hydrated = useHydrated();

  // Someone already signed in goes straight to the panel.
  useEffect(() => {
    const controller = new AbortController();
    api<{ usuario: CurrentUser | null }>('/auth/sesion', { signal: controller.signal, redirectOn401: false }).then(
      ({ usuario }) => {
        if (usuario !== null) void navigate('/admin', { replace: true });
      },
      () => {},
    );
    return () => controller.abort();
  }, [navigate]);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    // Read from the fields themselves: they are not held in state, so what was typed before React
    // took over the page (its code comes after the page is shown) is never reset.
    const form = new FormData(event.currentTarget);
    const email = String(form.get('email') ?? '');
    const password = String(form.get('password') ?? '');
    if (email.trim() === '' || password === '') {
      setError(messages.loginMissingFields);
      return;
    }
    setSending(true);
    setError(null);
    try {
      await api<CurrentUser>('/auth/login', { method: 'POST', body: { email, password }, redirectOn401: false });
      await navigate('/admin');
    } catch (err) {
      setError(loginErrorMessage(err));
      setSending(false);
    }
  }

  return (
    <section className="login">
      <PageHead path="/login" />
      <div className="login-card">
        <h1>Ingreso de administradoras o staff</h1>
        <p className="login-hint">Usá tu usuario o tu email y tu contraseña.</p>
        {/* Until React has taken over the page the button stays off: the browser would otherwise
            send the form itself. POST, so a password never ends up in an address. */}
        <form onSubmit={onSubmit} method="post" noValidate>
          <label htmlFor="login-email">Usuario o email</label>
          <input
            id="login-email"
            name="email"
            type="text"
            autoComplete="username"
            autoCapitalize="none"
            spellCheck={false}
            required
            aria-invalid={error !== null}
          />
          <label htmlFor="login-password">Contraseña</label>
          <div className="password-field">
            <input
              id="login-password"
              name="password"
              type={showPassword ? 'text' : 'password'}
              autoComplete="current-password"
              required
              aria-invalid={error !== null}
            />
            <button
              type="button"
              className="password-toggle"
              onClick={() => setShowPassword((s) => !s)}
              aria-pressed={showPassword}
            >
              {showPassword ? 'Ocultar' : 'Mostrar'}
            </button>
          </div>
          <p className="login-error" role="alert" aria-live="assertive">
            {error}
          </p>
          <button type="submit" className="button login-submit" disabled={sending || !hydrated}>
            {sending ? 'Ingresando…' : 'Ingresar'}
          </button>
        </form>
      </div>
    </section>
  );
}
