import { useEffect } from 'react';
import { contact } from './contact.ts';
import { fullTitle, pageMeta, type PublicPath } from './page-meta.ts';

function setMeta(selector: string, content: string) {
  const el = document.head.querySelector<HTMLMetaElement>(selector);
  if (el !== null) el.content = content;
}

/** A picture's absolute address, on the origin the server wrote into the page (PUBLIC_URL). */
function imageUrl(image: string): string {
  const current = document.head.querySelector<HTMLMetaElement>('meta[property="og:image"]')?.content ?? '';
  return new URL(`/img/${image}.jpg`, new URL(current, window.location.href)).href;
}

/**
 * Keeps the document's title and preview tags in step with the page the visitor moved to. The
 * build already wrote them into each page's HTML for the first load (and for link previews).
 */
export function Seo({ path }: { path: PublicPath }) {
  useEffect(() => {
    const meta = pageMeta[path];
    const title = fullTitle(meta, contact.nombre);
    document.title = title;
    setMeta('meta[name="description"]', meta.description);
    setMeta('meta[property="og:title"]', title);
    setMeta('meta[property="og:description"]', meta.description);
    setMeta('meta[property="og:image"]', imageUrl(meta.image));
  }, [path]);
  return null;
}
