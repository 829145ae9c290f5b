import { createTheme } from '@mantine/core';

// System fonts: nothing to download, and Devanagari or Tamil names render in the platform's font.
export const theme = createTheme({
  primaryColor: 'indigo',
  defaultRadius: 'sm',
  cursorType: 'pointer',
  components: {
    Drawer: { defaultProps: { overlayProps: { backgroundOpacity: 0.35 } } },
    Notification: { defaultProps: { withBorder: true } },
  },
});
