import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { markShownAfterPaint, SETTLE_MS } from '../lib/firstPage.ts';
import { markRuntimeReady } from '../lib/runtimeReady.ts';
import { showToast } from '../ui/toast.ts';
import { NotificationsWhenIdle } from './NotificationsWhenIdle.tsx';

vi.mock('./NotificationsHost.tsx', () => ({ default: () => <div data-testid="toast-host" /> }));

afterEach(() => vi.useRealTimers());

// The toast host is one of the parts that wait for the runtime config and the first page.
beforeAll(async () => {
  markRuntimeReady();
  markShownAfterPaint();
  await new Promise((r) => setTimeout(r, SETTLE_MS + 100));
});

const renderHost = () =>
  render(
    <QueryClientProvider client={new QueryClient()}>
      <NotificationsWhenIdle />
    </QueryClientProvider>,
  );

describe('NotificationsWhenIdle', () => {
  it('loads the toast host once the user pauses, not while they type', async () => {
    vi.useFakeTimers();
    renderHost();
    for (let i = 0; i < 15; i++) {
      fireEvent.keyDown(window, { key: 'a' });
      await act(() => vi.advanceTimersByTimeAsync(200));
    }
    expect(screen.queryByTestId('toast-host')).toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(1500));
    expect(screen.getByTestId('toast-host')).toBeInTheDocument();
  });

  it('loads it at once when a toast is shown, even while the user types', async () => {
    vi.useFakeTimers();
    renderHost();
    fireEvent.keyDown(window, { key: 'Enter' });
    act(() => void showToast({ message: 'Settings saved' }));
    await act(() => vi.advanceTimersByTimeAsync(20));
    expect(screen.getByTestId('toast-host')).toBeInTheDocument();
  });
});
