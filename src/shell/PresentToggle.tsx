import { ActionIcon, Group } from '@mantine/core';
import { useHotkeys } from '@mantine/hooks';
import { useLayoutEffect } from 'react';
import { usePresent } from '../lib/present.ts';
import { FullScreenIcon, PresentIcon } from '../ui/icons.tsx';
import './present.css';

/** The key that switches presentation mode on and off (Escape also leaves it). */
export const PRESENT_HOTKEY = 'alt+shift+P';

/**
 * Presentation mode's switch in the header (issue 36): the mode itself is `present=1` in the
 * URL (lib/present.ts). It marks the document (`data-present` on <html>), which present.css
 * reads to hide the navigation, the footer, the header's other parts and the tree's row
 * actions, and to enlarge the type. Alt+Shift+P toggles; Escape leaves; "Full screen" asks the
 * browser for it. Marked before paint, so a prepared link never shows the sidebar first.
 */
export function PresentToggle() {
  const [present, setPresent] = usePresent();
  useLayoutEffect(() => {
    const root = document.documentElement;
    if (present) root.dataset.present = '';
    else delete root.dataset.present;
  }, [present]);
  useHotkeys([
    [PRESENT_HOTKEY, () => setPresent(!present)],
    ['Escape', () => present && setPresent(false)],
  ]);
  const fullScreen = () => {
    if (document.fullscreenElement) void document.exitFullscreen();
    else void document.documentElement.requestFullscreen?.().catch(() => undefined);
  };
  return (
    <Group gap={6} wrap="nowrap" className="present-controls">
      {present && (
        <ActionIcon
          variant="default"
          size="lg"
          onClick={fullScreen}
          aria-label="Full screen"
          title="Full screen"
        >
          <FullScreenIcon />
        </ActionIcon>
      )}
      <ActionIcon
        variant={present ? 'filled' : 'default'}
        size="lg"
        onClick={() => setPresent(!present)}
        aria-label={present ? 'Leave presentation mode' : 'Presentation mode'}
        aria-pressed={present}
        title={present ? 'Leave presentation mode (Esc)' : 'Presentation mode (Alt+Shift+P)'}
        data-testid="present-toggle"
      >
        <PresentIcon />
      </ActionIcon>
    </Group>
  );
}
