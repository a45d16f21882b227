import { Suspense, useEffect, useRef, useState, type ReactNode } from 'react';
import { AppShell, Avatar, Burger, Group, NavLink, Stack, Text, Title, UnstyledButton } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import {
  IconBellRinging,
  IconCalendarEvent,
  IconCashRegister,
  IconChartDonut,
  IconCoins,
  IconReceipt2,
  IconLogout,
  IconGift,
  IconPackage,
  IconScissors,
  IconUsers,
  IconHistory,
  IconKey,
  IconUserHeart,
  IconUserShield,
  IconSettings,
  IconStack2,
} from '@tabler/icons-react';
import { Link, Outlet, useLocation, useNavigate } from 'react-router';
import { ROL_ETIQUETA, type Permisos } from '#shared/domain/permisos.ts';
import { PageLoading } from '#web/components/page-loading.tsx';
import { api } from '#web/lib/api.ts';
import { PasswordModal } from './cuenta/password-modal.tsx';
import { useCurrentUser } from './session.tsx';

/**
 * The sections of the side panel, each with what it takes to see it (shared/domain/permisos.ts,
 * which the server's guards read too: the API refuses what is not shown): the centre's desk, its
 * figures (hidden from staff while an admin keeps them to admins) or its administration; a
 * professional's own account ('propia': without the centre's desk) has her day and her earnings.
 */
const sections: { to: string; label: string; icon: typeof IconKey; permiso: keyof Permisos | 'propia' }[] = [
  { to: '/admin/agenda', label: 'Mi agenda', icon: IconCalendarEvent, permiso: 'propia' },
  { to: '/admin/mis-ganancias', label: 'Mis ganancias', icon: IconCoins, permiso: 'propia' },
  { to: '/admin/agenda', label: 'Agenda', icon: IconCalendarEvent, permiso: 'centro' },
  { to: '/admin/recordatorios', label: 'Recordatorios', icon: IconBellRinging, permiso: 'centro' },
  { to: '/admin/clientes', label: 'Clientes', icon: IconUserHeart, permiso: 'centro' },
  { to: '/admin/servicios', label: 'Servicios', icon: IconScissors, permiso: 'centro' },
  { to: '/admin/productos', label: 'Productos', icon: IconPackage, permiso: 'centro' },
  { to: '/admin/giftcards', label: 'Gift cards', icon: IconGift, permiso: 'centro' },
  { to: '/admin/paquetes', label: 'Paquetes', icon: IconStack2, permiso: 'centro' },
  { to: '/admin/empleados', label: 'Empleados', icon: IconUsers, permiso: 'centro' },
  { to: '/admin/historial', label: 'Historial', icon: IconChartDonut, permiso: 'cifras' },
  { to: '/admin/deudores', label: 'Deudores', icon: IconCoins, permiso: 'cifras' },
  { to: '/admin/caja', label: 'Caja', icon: IconCashRegister, permiso: 'cifras' },
  { to: '/admin/liquidaciones', label: 'Liquidaciones', icon: IconReceipt2, permiso: 'cifras' },
  { to: '/admin/usuarios', label: 'Usuarios', icon: IconUserShield, permiso: 'administrar' },
  { to: '/admin/auditoria', label: 'Auditoría', icon: IconHistory, permiso: 'administrar' },
  { to: '/admin/ajustes', label: 'Ajustes', icon: IconSettings, permiso: 'administrar' },
];

function initials(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((w) => w[0]?.toUpperCase() ?? '')
    .join('');
}

/** The panel's frame: header, side panel (a drawer on phones) with the sections, the user and logout. */
/** An action at the foot of the side panel: icon and label, the width of the panel. */
function FooterButton({
  icon: Icon,
  onClick,
  disabled,
  children,
}: {
  icon: typeof IconKey;
  onClick: () => void;
  disabled?: boolean;
  children: ReactNode;
}) {
  return (
    <UnstyledButton
      onClick={onClick}
      disabled={disabled}
      style={{ display: 'flex', alignItems: 'center', gap: 8, padding: '8px 12px', borderRadius: 10, width: '100%' }}
    >
      <Icon size={20} stroke={1.6} aria-hidden="true" />
      <Text size="sm">{children}</Text>
    </UnstyledButton>
  );
}

export function AdminShell({ screenReady = true }: { screenReady?: boolean }) {
  const user = useCurrentUser();
  const [opened, { toggle, close }] = useDisclosure(false);
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const [leaving, setLeaving] = useState(false);
  const [passwordOpened, { open: openPasswordModal, close: closePassword }] = useDisclosure(false);
  const burger = useRef<HTMLButtonElement>(null);
  // On a phone the side panel is a drawer over the page: Escape closes it, as any drawer, and the
  // keyboard goes back to the button that opened it. A modal's Escape (handled first) is left alone.
  useEffect(() => {
    if (!opened) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || event.defaultPrevented) return;
      close();
      burger.current?.focus();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [opened, close]);
  const openPassword = () => {
    close();
    openPasswordModal();
  };

  async function logout() {
    setLeaving(true);
    try {
      await api('/auth/logout', { method: 'POST', redirectOn401: false });
      await navigate('/login', { replace: true });
    } catch (err) {
      setLeaving(false);
      notifications.show({
        color: 'red',
        message: err instanceof Error ? err.message : 'No se pudo cerrar la sesión.',
      });
    }
  }

  const isActive = (to: string) =>
    pathname === to ||
    pathname.startsWith(`${to}/`) ||
    (to === '/admin/agenda' && pathname.replace(/\/$/, '') === '/admin');

  return (
    <AppShell
      header={{ height: 60 }}
      navbar={{ width: 250, breakpoint: 'sm', collapsed: { mobile: !opened } }}
      padding={{ base: 'sm', sm: 'lg' }}
    >
      <AppShell.Header>
        <Group h="100%" px="md" justify="space-between" wrap="nowrap">
          <Group gap="sm" wrap="nowrap">
            <Burger
              ref={burger}
              opened={opened}
              onClick={toggle}
              hiddenFrom="sm"
              size="sm"
              aria-label={opened ? 'Cerrar menú' : 'Abrir menú'}
              aria-expanded={opened}
              aria-controls="panel-secciones"
            />
            <Title order={3} c="rosa.9" style={{ whiteSpace: 'nowrap' }}>
              ✿ Panel del centro
            </Title>
          </Group>
          <Group gap="xs" wrap="nowrap" visibleFrom="xs">
            <Avatar color="rosa" radius="xl" size="sm">
              {initials(user.nombre)}
            </Avatar>
            <Text size="sm" fw={500}>
              {user.nombre}
            </Text>
          </Group>
        </Group>
      </AppShell.Header>

      <AppShell.Navbar id="panel-secciones" p="sm" aria-label="Secciones del panel">
        <AppShell.Section grow style={{ overflowY: 'auto' }}>
          <Stack gap={4}>
            {sections
              .filter((s) => (s.permiso === 'propia' ? !user.permisos.centro : user.permisos[s.permiso]))
              .map((s) => (
                <NavLink
                  key={`${s.to}-${s.permiso}`}
                  component={Link}
                  to={s.to}
                  label={s.label}
                  leftSection={<s.icon size={20} stroke={1.6} aria-hidden="true" />}
                  active={isActive(s.to)}
                  onClick={close}
                  variant="light"
                  style={{ borderRadius: 10 }}
                />
              ))}
          </Stack>
        </AppShell.Section>
        <AppShell.Section pt="sm" style={{ borderTop: '1px solid var(--mantine-color-gray-3)' }}>
          <Group gap="sm" mb="xs" wrap="nowrap">
            <Avatar color="rosa" radius="xl">
              {initials(user.nombre)}
            </Avatar>
            <div style={{ minWidth: 0 }}>
              <Text size="sm" fw={600} truncate>
                {user.nombre}
              </Text>
              <Text size="xs" c="dimmed" truncate>
                {ROL_ETIQUETA[user.role]} · {user.username}
              </Text>
            </div>
          </Group>
          <FooterButton icon={IconKey} onClick={openPassword}>
            Cambiar contraseña
          </FooterButton>
          <FooterButton icon={IconLogout} onClick={logout} disabled={leaving}>
            {leaving ? 'Cerrando sesión…' : 'Cerrar sesión'}
          </FooterButton>
        </AppShell.Section>
      </AppShell.Navbar>

      <PasswordModal opened={passwordOpened} onClose={closePassword} />
      <AppShell.Main bg="var(--mantine-color-gray-0)">
        {screenReady ? (
          <Suspense fallback={<PageLoading inline />}>
            <Outlet />
          </Suspense>
        ) : (
          // Not a Suspense fallback: React holds the content that replaces a shown fallback for
          // 300 ms, so the first screen is drawn only once its code is in (decision 038).
          <div data-espera="codigo-de-pantalla">
            <PageLoading inline />
          </div>
        )}
      </AppShell.Main>
    </AppShell>
  );
}
