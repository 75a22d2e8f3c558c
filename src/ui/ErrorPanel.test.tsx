import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import { expect, it } from 'vitest';
import { CodeLoadError } from '../lib/retryableImport.ts';
import { ErrorPanel } from './ErrorPanel.tsx';

it('a part of the app that could not be downloaded reads as a connection problem, without the file name', () => {
  const cause = new TypeError(
    'Failed to fetch dynamically imported module: http://127.0.0.1/assets/ExportProgress-GNSosolz.js',
  );
  render(
    <MantineProvider>
      <ErrorPanel error={new CodeLoadError(cause)} what="export progress" onRetry={() => {}} />
    </MantineProvider>,
  );
  const alert = screen.getByRole('alert');
  expect(alert).toHaveTextContent('Service unreachable');
  expect(alert).toHaveTextContent(
    'Could not load export progress: this part of the app could not be downloaded. Check your connection, then retry.',
  );
  expect(alert).not.toHaveTextContent('ExportProgress');
  expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
});
