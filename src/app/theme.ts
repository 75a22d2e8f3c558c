import { Alert, Anchor, createTheme, type CSSVariablesResolver } from '@mantine/core';

// Choices below were measured with axe (e2e/a11y.spec.ts) against WCAG AA contrast:
// - primaryShade 8: the default blue.6 on white is 3.55:1 for button text;
// - links always underlined: in dark mode the link colour alone is under 3:1 against text;
// - alert titles in the text colour: yellow/orange titles on their light backgrounds are < 3:1.
export const theme = createTheme({
  primaryColor: 'blue',
  primaryShade: { light: 8, dark: 8 },
  defaultRadius: 'sm',
  components: {
    Anchor: Anchor.extend({ defaultProps: { underline: 'always' } }),
    Alert: Alert.extend({ styles: { title: { color: 'var(--mantine-color-text)' } } }),
    // A closed dropdown is unmounted rather than hidden (Mantine keeps Combobox's mounted): a
    // mounted one is positioned on mount, and floating-ui's position check forces a style
    // recalculation of the whole page: 617 ms in one profile of the concept page's load on a
    // busy 2-core machine, none once unmounted. A plain object, not Combobox.extend: that would put Combobox in the first load.
    Combobox: { defaultProps: { keepMounted: false } },
  },
});

/** Mantine's "dimmed" grey is 3.3:1 on white and 4.0:1 on dark grey; these pass 4.5:1. */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: { '--mantine-color-dimmed': 'var(--mantine-color-gray-7)' },
  dark: { '--mantine-color-dimmed': 'var(--mantine-color-dark-1)' },
});
