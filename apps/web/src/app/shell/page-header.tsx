import { Button, Group, Title } from '@mantine/core';
import { useLocation, useNavigate } from 'react-router';

/** Back button and page title above every screen in the shell. */
export function PageHeader({ title }: { title: string }) {
  const navigate = useNavigate();
  const location = useLocation();
  // A first visit (typed URL, bookmark, reload of a new tab) has nothing to go back to inside
  // the app, so Back goes to the home page instead of leaving Bahi.
  const goBack = () => (location.key === 'default' ? navigate('/') : navigate(-1));
  return (
    <Group gap="sm" mb="md" wrap="nowrap">
      <Button variant="subtle" size="compact-md" onClick={goBack} aria-label="Back">
        ← Back
      </Button>
      <Title order={1} size="h3" style={{ overflowWrap: 'anywhere' }}>
        {title}
      </Title>
    </Group>
  );
}
