import { ComboboxChevron, Input } from '@mantine/core';
import type { CSSProperties } from 'react';
import { PAGE_SIZES, type PageSize } from '../lib/pageSize.ts';

// Mantine's NativeSelect, size xs, 90 px wide: its own classes and variables, so it looks and
// behaves the same in light and dark mode.
const WRAPPER_VARS = {
  '--input-height': 'var(--input-height-xs)',
  '--input-fz': 'var(--mantine-font-size-xs)',
  '--input-right-section-pointer-events': 'none',
  width: 90,
} as CSSProperties;

/**
 * "Rows per page" for search and paged lists: a native select, so phones get their own picker.
 * Drawn as Mantine's NativeSelect but written as plain elements: a search renders it on its way
 * to the first result row, where the component's style resolution cost render time.
 */
export function PageSizeSelect({
  value,
  onChange,
  label = 'Rows per page',
}: {
  value: PageSize;
  onChange: (size: PageSize) => void;
  label?: string;
}) {
  return (
    <div
      className={Input.classes.wrapper}
      data-variant="default"
      data-size="xs"
      data-pointer
      data-with-right-section
      style={WRAPPER_VARS}
    >
      <select
        className={Input.classes.input}
        data-variant="default"
        aria-label={label}
        title={label}
        value={String(value)}
        onChange={(e) => onChange(Number(e.currentTarget.value) as PageSize)}
      >
        {PAGE_SIZES.map((n) => (
          <option key={n} value={n}>
            {n}
          </option>
        ))}
      </select>
      <div className={Input.classes.section} data-position="right">
        <ComboboxChevron size="xs" />
      </div>
    </div>
  );
}
