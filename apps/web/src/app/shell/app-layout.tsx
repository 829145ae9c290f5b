import { AppShell, Burger, Group, Text } from '@mantine/core';
import { useDisclosure, useLocalStorage } from '@mantine/hooks';
import { Navigate, Outlet } from 'react-router';
import { useSettings } from '../../api/settings';
import { DemoBanner } from './demo-banner';
import { KeyboardShortcuts } from './keyboard-shortcuts';
import { PageHeader } from './page-header';
import { Sidebar } from './sidebar';
import { MAIN_CONTENT_ID, SkipLink } from './skip-link';
import { usePageTitle } from './use-page-title';
import { UserMenu } from './user-menu';

/** The shell around every screen: header, collapsible sidebar, Back button and title. */
export function AppLayout() {
  const [mobileOpened, mobile] = useDisclosure(false);
  // Staff who prefer a wide table keep the sidebar folded between visits.
  const [desktopCollapsed, setDesktopCollapsed] = useLocalStorage({
    key: 'bahi.sidebar-collapsed',
    defaultValue: false,
  });
  const title = usePageTitle();
  const settings = useSettings();

  // First run: until the shop's details are saved, every screen leads to setup.
  if (settings.data && !settings.data.configured) return <Navigate to="/shop-setup" replace />;

  return (
    <AppShell
      header={{ height: 52 }}
      navbar={{
        width: 220,
        breakpoint: 'sm',
        collapsed: { mobile: !mobileOpened, desktop: desktopCollapsed },
      }}
      padding="md"
    >
      <SkipLink />
      <AppShell.Header>
        <Group h="100%" px="md" gap="sm">
          <Burger
            opened={mobileOpened}
            onClick={mobile.toggle}
            hiddenFrom="sm"
            size="sm"
            aria-label={mobileOpened ? 'Close sidebar' : 'Open sidebar'}
          />
          <Burger
            opened={!desktopCollapsed}
            onClick={() => setDesktopCollapsed((collapsed) => !collapsed)}
            visibleFrom="sm"
            size="sm"
            aria-label={desktopCollapsed ? 'Expand sidebar' : 'Collapse sidebar'}
          />
          <Text fw={700} size="lg" c="indigo.8">
            Bahi
          </Text>
          <Text size="sm" c="dimmed" visibleFrom="xs">
            GST billing
          </Text>
          <Group ml="auto" gap="xs">
            <KeyboardShortcuts />
            <UserMenu />
          </Group>
        </Group>
      </AppShell.Header>
      <AppShell.Navbar p="xs">
        <Sidebar onNavigate={mobile.close} />
      </AppShell.Navbar>
      <AppShell.Main id={MAIN_CONTENT_ID} tabIndex={-1}>
        {settings.data?.demo && <DemoBanner />}
        <PageHeader title={title} />
        <Outlet />
      </AppShell.Main>
    </AppShell>
  );
}
