import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { MAX_MESSAGE_LENGTH, addPost, avatarLetters, readPosts, type BlogPost } from '#web/site/blog-store.ts';
import { PageHead } from '#web/site/page-head.tsx';
import { useHydrated } from '#web/lib/use-hydrated.ts';

/** The spec's empty-state text: shown once this browser's messages are read, its room kept before. */
const EMPTY = 'Sé el primero en dejar tu mensaje';

/** How long the form stays in its "Publicando..." state (spec section 9). */
const PUBLISHING_MS = 1500;

/** This browser's storage, or null where it is blocked (some private modes throw on access). */
function browserStorage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

export function Component() {
  const [posts, setPosts] = useState<BlogPost[]>(() => {
    const storage = browserStorage();
    return storage === null ? [] : readPosts(storage);
  });
  const [publishing, setPublishing] = useState(false);
  const [storageError, setStorageError] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const fieldId = useId();
  // The messages live in this browser only: the page built ahead of time has none to show.
  const hydrated = useHydrated();

  useEffect(() => () => clearTimeout(timer.current), []);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    // Read from the field itself: it is not held in state, so what was typed before React took
    // over the page (its code comes after the page is shown) is never reset.
    const form = event.currentTarget;
    const message = String(new FormData(form).get('mensaje') ?? '');
    if (publishing || message.trim() === '') return;
    let next: BlogPost[] | null;
    try {
      const storage = browserStorage();
      if (storage === null) throw new Error('sin almacenamiento');
      next = addPost(storage, message);
    } catch {
      setStorageError(true);
      return;
    }
    setStorageError(false);
    if (next === null) return;
    setPosts(next);
    setPublishing(true);
    timer.current = setTimeout(() => {
      setPublishing(false);
      form.reset();
    }, PUBLISHING_MS);
  }

  return (
    <>
      <PageHead path="/blog" />
      <section className="page narrow">
        <h1>Rincón de la comunidad</h1>
        <p className="lead">
          Un espacio para dejar tu mensaje: una recomendación, un agradecimiento o lo que quieras compartir. Los
          mensajes quedan guardados en este navegador.
        </p>
        <form className="blog-form" onSubmit={onSubmit}>
          <label htmlFor={fieldId}>Tu mensaje</label>
          <fieldset disabled={publishing}>
            <textarea id={fieldId} name="mensaje" rows={4} maxLength={MAX_MESSAGE_LENGTH} placeholder="Escribí acá…" />
            {/* Off until React has taken over the page: the browser would send the form itself. */}
            <button type="submit" className="button" disabled={!hydrated}>
              {publishing ? 'Publicando...' : 'Publicar Mensaje'}
            </button>
          </fieldset>
          {storageError && (
            <p className="form-error" role="alert">
              No pudimos guardar tu mensaje en este navegador (¿modo privado o sin espacio?). Tu texto sigue acá.
            </p>
          )}
        </form>

        <h2 className="visually-hidden">Mensajes</h2>
        {!hydrated ? (
          // The empty state's room, kept until this browser's messages are read: the footer does
          // not move when they appear.
          <p className="empty placeholder" aria-hidden="true">
            {EMPTY}
          </p>
        ) : posts.length === 0 ? (
          <p className="empty">{EMPTY}</p>
        ) : (
          <ul className="posts" aria-label="Mensajes">
            {posts.map((p) => (
              <li key={p.id} className="post">
                <span className="avatar" aria-hidden="true">
                  {avatarLetters(p.userId)}
                </span>
                <div>
                  <p className="post-message">{p.message}</p>
                  <p className="post-meta">
                    <time>{p.timestamp}</time>
                  </p>
                </div>
              </li>
            ))}
          </ul>
        )}
      </section>
    </>
  );
}
