import { createTheme } from '@mantine/core';

/**
 * jsdom lays nothing out, so every menu button has a zero-size box and Mantine hides a
 * dropdown whose target looks detached; tests turn that off to see the menu at all.
 */
export const testTheme = createTheme({ components: { Popover: { defaultProps: { hideDetached: false } } } });
