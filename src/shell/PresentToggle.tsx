import { ActionIcon, Button, Group } from '@mantine/core';
import { useHotkeys } from '@mantine/hooks';
import { useLayoutEffect } from 'react';
import { nextPresentStep, usePresent } from '../lib/present.ts';
import { FullScreenIcon, PresentIcon } from '../ui/icons.tsx';
import './present.css';

/** The key that switches presentation mode on and off (Escape also leaves it). */
export const PRESENT_HOTKEY = 'alt+shift+P';

/**
 * Presentation mode's switch in the header: the mode itself is `present=1` in the URL
 * (lib/present.ts). It marks the document (`data-present` on <html>, holding the text-size
 * step), which present.css reads to hide the navigation, the footer, the header's other parts,
 * the tree's row actions and whatever a page marks as not for the screen, to keep the page's
 * title in view, and to enlarge the type. Alt+Shift+P toggles; Escape leaves; "Full screen" asks
 * the browser for it; the text-size button steps through 1×, 1.5× and 2× (kept in the URL).
 * Marked before paint, so a prepared link never shows the sidebar first.
 */
export function PresentToggle() {
  const [step, setPresent] = usePresent();
  const present = step !== null;
  useLayoutEffect(() => {
    const root = document.documentElement;
    if (step) root.dataset.present = step;
    else delete root.dataset.present;
  }, [step]);
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
      {step && (
        <>
          <Button
            variant="default"
            size="sm"
            px={8}
            onClick={() => setPresent(nextPresentStep(step))}
            title={`Text size: ${step}×, then ${nextPresentStep(step)}×`}
            data-testid="present-size"
          >
            Text {step}×
          </Button>
          <ActionIcon
            variant="default"
            size="lg"
            onClick={fullScreen}
            aria-label="Full screen"
            title="Full screen"
          >
            <FullScreenIcon />
          </ActionIcon>
        </>
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
