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
const CHEVRON_VARS = { '--combobox-chevron-size': 'var(--combobox-chevron-size-xs)' } as CSSProperties;

/**
 * "Rows per page" for search and paged lists: a native select, so phones get their own picker.
 * Drawn as Mantine's NativeSelect but written as plain elements: a search renders it on its way
 * to the first result row, where the component's style resolution cost render time (issue 16).
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
        <svg
          className={ComboboxChevron.classes.chevron}
          data-size="xs"
          viewBox="0 0 15 15"
          fill="none"
          aria-hidden="true"
          style={CHEVRON_VARS}
        >
          <path
            d="M4.93179 5.43179C4.75605 5.60753 4.75605 5.89245 4.93179 6.06819C5.10753 6.24392 5.39245 6.24392 5.56819 6.06819L7.49999 4.13638L9.43179 6.06819C9.60753 6.24392 9.89245 6.24392 10.0682 6.06819C10.2439 5.89245 10.2439 5.60753 10.0682 5.43179L7.81819 3.18179C7.73379 3.0974 7.61933 3.04999 7.49999 3.04999C7.38064 3.04999 7.26618 3.0974 7.18179 3.18179L4.93179 5.43179ZM10.0682 9.56819C10.2439 9.39245 10.2439 9.10753 10.0682 8.93179C9.89245 8.75606 9.60753 8.75606 9.43179 8.93179L7.49999 10.8636L5.56819 8.93179C5.39245 8.75606 5.10753 8.75606 4.93179 8.93179C4.75605 9.10753 4.75605 9.39245 4.93179 9.56819L7.18179 11.8182C7.35753 11.9939 7.64245 11.9939 7.81819 11.8182L10.0682 9.56819Z"
            fill="currentColor"
            fillRule="evenodd"
            clipRule="evenodd"
          />
        </svg>
      </div>
    </div>
  );
}
