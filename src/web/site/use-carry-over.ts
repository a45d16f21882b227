import { useLayoutEffect, useRef } from 'react';

/**
 * A menu drawn as a `<details>` until the page's code runs is replaced then by its scripted
 * version. A visitor who opened it meanwhile (a tap also starts the code) would see it close
 * under the finger: when the disclosure goes, this tells the scripted menu whether it was open
 * and whether the focus was in it, so it carries on from there.
 */
export function useCarryOver(onOpen: (focused: boolean) => void) {
  const ref = useRef<HTMLDetailsElement>(null);
  const onOpenRef = useRef(onOpen);
  useLayoutEffect(() => {
    onOpenRef.current = onOpen;
  });
  useLayoutEffect(() => {
    const details = ref.current;
    if (details === null) return;
    return () => {
      if (details.open) onOpenRef.current(details.contains(document.activeElement));
    };
  }, []);
  return ref;
}
