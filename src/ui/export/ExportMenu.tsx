import { Button, Menu } from '@mantine/core';
import { useState } from 'react';
import type { ExportFormat } from '../../lib/export/index.ts';

export type ExportScope = 'page' | 'all';

export interface ExportChoice {
  format: ExportFormat;
  scope: ExportScope;
  /** CSV only: a first `# release …; from …` line (off by default so spreadsheets get a plain file). */
  comment: boolean;
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
 * The export button of a table: CSV or JSON, this page or all pages, and the optional CSV
 * comment line. A Mantine Menu, so arrows, Home/End, Enter and Escape work; the comment
 * option is a menu checkbox (Menu.CheckboxItem) that leaves the menu open.
 */
export function ExportMenu({
  onExport,
  allPages = false,
  disabled,
  label = 'Export',
  onOpen,
}: ExportMenuProps) {
  const [comment, setComment] = useState(false);
  const scopes: ExportScope[] = allPages ? ['page', 'all'] : ['page'];
  return (
    <Menu position="bottom-end" withinPortal shadow="md" onOpen={onOpen}>
      <Menu.Target>
        <Button variant="default" size="xs" disabled={disabled} aria-haspopup="menu">
          {label}
        </Button>
      </Menu.Target>
      <Menu.Dropdown aria-label={label}>
        {FORMATS.map(({ format, name }) => (
          <div key={format} role="group" aria-label={name}>
            <Menu.Label>{name}</Menu.Label>
            {scopes.map((scope) => (
              <Menu.Item
                key={scope}
                onClick={() => onExport({ format, scope, comment: format === 'csv' && comment })}
              >
                {name}, {scope === 'page' ? 'this page' : 'all pages'}
              </Menu.Item>
            ))}
          </div>
        ))}
        <Menu.Divider />
        <Menu.CheckboxItem checked={comment} onChange={setComment}>
          CSV: add a comment line with release and query
        </Menu.CheckboxItem>
      </Menu.Dropdown>
    </Menu>
  );
}
