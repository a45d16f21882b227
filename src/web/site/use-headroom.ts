import { useEffect, useState } from 'react';

/**
 * True while the navigation should be visible: near the top of the page, or when the user
 * scrolls up; false once they scroll down past `offset` pixels.
 */
export function useHeadroom(offset = 64): boolean {
  const [visible, setVisible] = useState(true);
  useEffect(() => {
    let last = window.scrollY;
    let frame = 0;
    const update = () => {
      frame = 0;
      const y = window.scrollY;
      if (y <= offset) setVisible(true);
      else if (y > last + 2) setVisible(false);
      else if (y < last - 2) setVisible(true);
      last = y;
    };
    const onScroll = () => {
      if (frame === 0) frame = requestAnimationFrame(update);
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      window.removeEventListener('scroll', onScroll);
      if (frame !== 0) cancelAnimationFrame(frame);
    };
  }, [offset]);
  return visible;
}
