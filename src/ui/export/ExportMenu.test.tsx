import { MantineProvider } from '@mantine/core';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ExportMenu } from './ExportMenu.tsx';
import { turnIdle } from './testIdle.ts';
import { testTheme } from './testTheme.ts';

// The page turns idle when a test says so (turnIdle), never after a wall-clock wait.
vi.mock('../../lib/whenIdle.ts', () => import('./testIdle.ts'));

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
    expect(onExport).toHaveBeenCalledWith({ format: 'json', scope: 'all', long: false });
  });

  it('the long form is a menu checkbox that keeps the menu open, and applies to CSV only; no comment-line choice (every CSV has one)', async () => {
    const user = userEvent.setup();
    const onExport = show();
    await user.click(screen.getByRole('button', { name: 'Export' }));
    const box = await screen.findByRole('menuitemcheckbox', { name: /long/ });
    expect(box).toHaveAttribute('aria-checked', 'false');
    expect(screen.queryByRole('menuitemcheckbox', { name: /comment line/ })).toBeNull();
    await user.click(box);
    expect(screen.getByRole('menuitemcheckbox', { name: /long/ })).toHaveAttribute('aria-checked', 'true');
    expect(screen.queryByRole('menuitem', { name: 'CSV, all pages' })).toBeNull();
    await user.click(screen.getByRole('menuitem', { name: 'CSV, this page' }));
    expect(onExport).toHaveBeenLastCalledWith({ format: 'csv', scope: 'page', long: true });
    await user.click(screen.getByRole('button', { name: 'Export' }));
    await user.click(await screen.findByRole('menuitem', { name: 'JSON, this page' }));
    expect(onExport).toHaveBeenLastCalledWith({ format: 'json', scope: 'page', long: false });
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

  // Until the page is idle a plain button stands in for the menu's: it must behave
  // as the menu's does, and hand over without losing the focus.
  it('pressed before the menu is ready, the stand-in opens it, and Escape gives the focus back', async () => {
    const user = userEvent.setup();
    const onOpen = vi.fn();
    show({ onOpen });
    const button = screen.getByRole('button', { name: 'Export' });
    expect(button).not.toHaveAttribute('id'); // the stand-in: the menu's button carries an id
    expect(button).toHaveAttribute('aria-expanded', 'false');
    await user.click(button);
    expect(await screen.findByRole('menu')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Export' })).toHaveAttribute('aria-expanded', 'true');
    expect(onOpen).toHaveBeenCalledTimes(1);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
    expect(screen.getByRole('button', { name: 'Export' })).toHaveFocus();
  });

  it('focused when the menu takes its place, the button keeps the focus and Enter opens the menu', async () => {
    const user = userEvent.setup();
    show();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Export' })).not.toHaveAttribute('id');
    turnIdle();
    expect(screen.getByRole('button', { name: 'Export' })).toHaveAttribute('id');
    expect(screen.getByRole('button', { name: 'Export' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('menu')).toBeInTheDocument();
  });

  it('a press under way on the stand-in when the page turns idle still opens the menu', async () => {
    show();
    const plain = screen.getByRole('button', { name: 'Export' });
    fireEvent.pointerDown(plain);
    turnIdle(); // the page turns idle mid-press: the swap waits for the click
    expect(plain).toBeInTheDocument();
    fireEvent.pointerUp(plain);
    fireEvent.click(plain);
    expect(await screen.findByRole('menu')).toBeInTheDocument();
    // The press over, the menu's own button takes the stand-in's place.
    expect(screen.getByRole('button', { name: 'Export' })).toHaveAttribute('id');
  });
});
