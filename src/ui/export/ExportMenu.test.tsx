import { MantineProvider } from '@mantine/core';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ExportMenu } from './ExportMenu.tsx';
import { testTheme } from './testTheme.ts';

const show = (props: Partial<Parameters<typeof ExportMenu>[0]> = {}) => {
  const onExport = vi.fn();
  render(
    <MantineProvider theme={testTheme}>
      <ExportMenu onExport={onExport} {...props} />
    </MantineProvider>,
  );
  return onExport;
};

describe('ExportMenu', () => {
  it('opens from the keyboard and offers CSV and JSON for this page and all pages', async () => {
    const user = userEvent.setup();
    const onExport = show({ allPages: true });
    await user.tab();
    expect(screen.getByRole('button', { name: 'Export' })).toHaveFocus();
    await user.keyboard('{Enter}');
    const items = await screen.findAllByRole('menuitem');
    expect(items.map((i) => i.textContent)).toEqual([
      'CSV, this page',
      'CSV, all pages',
      'JSON, this page',
      'JSON, all pages',
    ]);
    await user.click(screen.getByRole('menuitem', { name: 'JSON, all pages' }));
    expect(onExport).toHaveBeenCalledWith({ format: 'json', scope: 'all', comment: false });
  });

  it('the comment line is a menu checkbox that keeps the menu open, and applies to CSV only', async () => {
    const user = userEvent.setup();
    const onExport = show();
    await user.click(screen.getByRole('button', { name: 'Export' }));
    const box = await screen.findByRole('menuitemcheckbox', { name: /comment line/ });
    expect(box).toHaveAttribute('aria-checked', 'false');
    await user.click(box);
    expect(screen.getByRole('menuitemcheckbox', { name: /comment line/ })).toHaveAttribute(
      'aria-checked',
      'true',
    );
    expect(screen.queryByRole('menuitem', { name: 'CSV, all pages' })).toBeNull();
    await user.click(screen.getByRole('menuitem', { name: 'CSV, this page' }));
    expect(onExport).toHaveBeenLastCalledWith({ format: 'csv', scope: 'page', comment: true });
    await user.click(screen.getByRole('button', { name: 'Export' }));
    await user.click(await screen.findByRole('menuitem', { name: 'JSON, this page' }));
    expect(onExport).toHaveBeenLastCalledWith({ format: 'json', scope: 'page', comment: false });
  });

  it('Escape closes the menu and gives focus back to the button', async () => {
    const user = userEvent.setup();
    show();
    await user.click(screen.getByRole('button', { name: 'Export' }));
    await screen.findByRole('menu');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
    expect(screen.getByRole('button', { name: 'Export' })).toHaveFocus();
  });
});
