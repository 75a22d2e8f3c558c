import { createTheme } from '@mantine/core';

// primaryShade 8: the default blue.6 on white is 3.55:1, below WCAG AA for button text.
export const theme = createTheme({
  primaryColor: 'blue',
  primaryShade: { light: 8, dark: 8 },
  defaultRadius: 'sm',
});
