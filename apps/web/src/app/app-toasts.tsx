import { useMediaQuery } from '@mantine/hooks';
import { Notifications } from '@mantine/notifications';
import './toasts.css';

/**
 * Where toasts appear. On a desk, bottom left: the Add buttons sit top right and a drawer's Save
 * bottom right, so a toast made by either, or several stacked, covers neither the control that
 * made it nor the next one reached for. On a phone the form's Save bar fills the bottom, so the top.
 */
export function AppToasts() {
  const phone = useMediaQuery('(max-width: 48em)');
  return (
    <Notifications
      position={phone ? 'top-center' : 'bottom-left'}
      containerWidth={360}
      limit={4}
      classNames={{ root: 'app-toasts', notification: 'app-toast' }}
    />
  );
}
