import { SectionPlaceholder } from '../../components/section-placeholder.tsx';

export function Component() {
  return (
    <SectionPlaceholder title="Servicios">
      Acá vas a administrar los servicios base: categorías, precios, duraciones y aumentos.
    </SectionPlaceholder>
  );
}
