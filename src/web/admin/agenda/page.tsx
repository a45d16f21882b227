import { SectionPlaceholder } from '../../components/section-placeholder.tsx';

export function Component() {
  return (
    <SectionPlaceholder title="Agenda">
      Acá vas a ver los turnos del día por empleada, con la grilla de 08:00 a 19:30.
    </SectionPlaceholder>
  );
}
