import { Menu } from '@mantine/core';
import { useEffect, useRef, useState, type RefObject } from 'react';
import { flushSync } from 'react-dom';
import type { ExportFormat } from '../../lib/export/index.ts';
import { whenIdle } from '../../lib/whenIdle.ts';
import { PlainButton } from '../PlainButton.tsx';

export type ExportScope = 'page' | 'all';

export interface ExportChoice {
  format: ExportFormat;
  scope: ExportScope;
  /** CSV only: one row per value of a list cell ("long"), instead of "a; b" in one cell. */
  long: boolean;
}

export interface ExportMenuProps {
  onExport(choice: ExportChoice): void;
  /** Offer "All pages" (a paged list with more than one page). */
  allPages?: boolean;
  disabled?: boolean;
  /** The button's text; also names the menu for screen readers. */
  label?: string;
  /** The menu opened (each time). */
  onOpen?(): void;
}

const FORMATS: ReadonlyArray<{ format: ExportFormat; name: string }> = [
  { format: 'csv', name: 'CSV' },
  { format: 'json', name: 'JSON' },
];

/**
 * The export button of a table: CSV or JSON, this page or all pages, and CSV's long form. A
 * Mantine Menu, so arrows, Home/End, Enter and Escape work; the long form is a menu checkbox
 * (Menu.CheckboxItem) that leaves the menu open. Every CSV starts with its provenance line.
 *
 * A search renders this with its first rows, where a Menu (a Popover and its hooks) cost
 * render time: until the page is idle, or the button is pressed first, a plain
 * button drawn the same stands in. Pressed, it opens the menu at once. The menu's button takes
 * the focus the plain one had, and the menu opens only then, so Escape gives it back there.
 */
export function ExportMenu({
  onExport,
  allPages = false,
  disabled,
  label = 'Export',
  onOpen,
}: ExportMenuProps) {
  const [live, setLive] = useState(false);
  const [opened, setOpened] = useState(false);
  const [long, setLong] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  // A press under way on the stand-in (pointer or key down) ends in a click on it: the swap
  // waits, or the click would land on a button no longer in the page, and be lost.
  const pressing = useRef(false);
  useEffect(() => {
    let cancel = whenIdle(swap);
    function swap() {
      if (pressing.current) cancel = whenIdle(swap);
      else replaceKeepingFocus(button, () => setLive(true));
    }
    return () => cancel();
  }, []);
  // The click follows the release in the same task: the press ends after it.
  const released = () => setTimeout(() => (pressing.current = false));
  const scopes: ExportScope[] = allPages ? ['page', 'all'] : ['page'];
  if (!live)
    return (
      <PlainButton
        ref={button}
        size="md"
        disabled={disabled}
        aria-haspopup="menu"
        aria-expanded={false}
        onPointerDown={() => (pressing.current = true)}
        onKeyDown={() => (pressing.current = true)}
        onPointerUp={released}
        onPointerCancel={released}
        onKeyUp={released}
        onBlur={released}
        onClick={() => {
          button.current?.focus(); // Safari does not focus a pressed button
          replaceKeepingFocus(button, () => setLive(true));
          setOpened(true);
          onOpen?.();
        }}
      >
        {label}
      </PlainButton>
    );
  return (
    <Menu position="bottom-end" withinPortal shadow="md" opened={opened} onChange={setOpened} onOpen={onOpen}>
      <Menu.Target>
        <PlainButton ref={button} size="md" disabled={disabled} aria-haspopup="menu">
          {label}
        </PlainButton>
      </Menu.Target>
      <Menu.Dropdown aria-label={label}>
        {FORMATS.map(({ format, name }) => (
          <div key={format} role="group" aria-label={name}>
            <Menu.Label>{name}</Menu.Label>
            {scopes.map((scope) => (
              <Menu.Item
                key={scope}
                onClick={() =>
                  onExport({
                    format,
                    scope,
                    long: format === 'csv' && long,
                  })
                }
              >
                {name}, {scope === 'page' ? 'this page' : 'all pages'}
              </Menu.Item>
            ))}
          </div>
        ))}
        <Menu.Divider />
        <Menu.CheckboxItem checked={long} onChange={setLong}>
          CSV: one row per value of a list (long)
        </Menu.CheckboxItem>
      </Menu.Dropdown>
    </Menu>
  );
}

/** Renders `replace` at once; the button in `button` then has the focus if the one before had. */
function replaceKeepingFocus(button: RefObject<HTMLButtonElement | null>, replace: () => void) {
  const focused = document.activeElement === button.current;
  flushSync(replace);
  if (focused) button.current?.focus();
}
