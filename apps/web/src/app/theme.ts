import { type CSSVariablesResolver, createTheme, type MantineThemeColors } from '@mantine/core';
import { darkenToContrast } from './contrast';

// System fonts: nothing to download, and Devanagari or Tamil names render in the platform's font.
//
// Colours meet WCAG 2.1 AA (4.5:1 for text; docs/product.md, Accessibility), which the browser
// journeys check with axe on every screen: the primary shade is indigo 8 (#3b5bdb: white on a
// button 5.7:1, a link on a striped row 5.4:1) rather than Mantine's indigo 6 (4.3:1), and grey
// helper text ("dimmed") is #5c636a (6.1:1 on white, 5.8:1 on a striped row) instead of gray 6
// (3.3:1).
export const theme = createTheme({
  primaryColor: 'indigo',
  primaryShade: 8,
  defaultRadius: 'sm',
  cursorType: 'pointer',
  // The focus ring shows when moving by keyboard, not on a mouse click.
  focusRing: 'auto',
  // Drawers, dialogs and menus open without sliding or fading for someone whose system asks for
  // less motion (WCAG 2.3.3).
  respectReducedMotion: true,
  components: {
    Drawer: {
      defaultProps: {
        overlayProps: { backgroundOpacity: 0.35 },
        // The × of a drawer or dialog is an icon: it needs a name for screen readers.
        closeButtonProps: { 'aria-label': 'Close drawer' },
      },
    },
    Modal: { defaultProps: { closeButtonProps: { 'aria-label': 'Close dialog' } } },
    Notification: {
      defaultProps: { withBorder: true, closeButtonProps: { 'aria-label': 'Dismiss message' } },
    },
  },
});

// The backgrounds each tint is read on: a light badge or button (shade 2 when hovered), and a row
// of a striped table being hovered, the darkest a plain text sits on.
const HOVERED_ROW = '#f1f3f5';

/**
 * Mantine's own tints fall short of AA in places: a Paid badge (green 9 on green 1, 3.8:1), white
 * on a green or orange button, red error text (red 6, 3.3:1). Each colour's variables are
 * darkened just enough (contrast.ts); colours that pass stay as they are.
 */
function accessibleTints(colors: MantineThemeColors): Record<string, string> {
  const variables: Record<string, string> = { '--mantine-color-dimmed': '#5c636a' };
  for (const [name, shades] of Object.entries(colors)) {
    if (name === 'dark') continue;
    const text = darkenToContrast(shades[8], HOVERED_ROW);
    variables[`--mantine-color-${name}-text`] = text;
    variables[`--mantine-color-${name}-filled`] = darkenToContrast(shades[8], '#ffffff');
    variables[`--mantine-color-${name}-light-color`] = darkenToContrast(shades[9], shades[2]);
    variables[`--mantine-color-${name}-outline`] = text;
  }
  // A placeholder is text too: gray 5 (2.1:1) left Import's "Choose a file" unreadable.
  variables['--mantine-color-placeholder'] = darkenToContrast(colors.gray[5], '#ffffff');
  variables['--mantine-color-error'] = variables['--mantine-color-red-text'] ?? '#c92a2a';
  variables['--mantine-color-success'] = variables['--mantine-color-teal-text'] ?? '#087f5b';
  return variables;
}

export const cssVariablesResolver: CSSVariablesResolver = (resolved) => ({
  variables: {},
  light: accessibleTints(resolved.colors),
  dark: {},
});
