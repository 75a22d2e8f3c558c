import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { PagedEmpty } from './PagedEmpty.tsx';

function show(url: string, props: Omit<Parameters<typeof PagedEmpty>[0], 'children'>) {
  render(
    <MantineProvider>
      <MemoryRouter initialEntries={[url]}>
        <PagedEmpty {...props}>
          <p>No relations match these filters.</p>
        </PagedEmpty>
      </MemoryRouter>
    </MantineProvider>,
  );
}

describe('PagedEmpty', () => {
  it('on page 1 shows the list’s own empty message', () => {
    show('/concepts/C1?tab=relations', { pageNumber: 1, param: 'relPage', lastPage: 0 });
    expect(screen.getByText('No relations match these filters.')).toBeInTheDocument();
    expect(screen.queryByTestId('past-end')).toBeNull();
  });

  it('past the end says the page does not exist and links to the last page, keeping the other params', () => {
    show('/concepts/C1?tab=relations&relPage=99&release=2025AA', {
      pageNumber: 99,
      param: 'relPage',
      lastPage: 3,
    });
    expect(screen.getByTestId('past-end')).toHaveTextContent("Page 99 doesn't exist — there are 3 pages.");
    expect(screen.queryByText('No relations match these filters.')).toBeNull();
    expect(screen.getByRole('link', { name: 'Go to the last page (3)' })).toHaveAttribute(
      'href',
      '/concepts/C1?tab=relations&relPage=3&release=2025AA',
    );
  });

  it('with the count unknown, links to page 1', () => {
    show('/sources/MSH/D1?tab=relations&page=2', { pageNumber: 2, param: 'page' });
    expect(screen.getByTestId('past-end')).toHaveTextContent(
      "Page 2 doesn't exist — this list ends before it.",
    );
    expect(screen.getByRole('link', { name: 'Go to page 1' })).toHaveAttribute(
      'href',
      '/sources/MSH/D1?tab=relations',
    );
  });

  it('when the whole list is empty, a later page shows the empty message', () => {
    show('/concepts/C1?relPage=4&rel=ZZ', { pageNumber: 4, param: 'relPage', lastPage: 0 });
    expect(screen.getByText('No relations match these filters.')).toBeInTheDocument();
  });

  it('says nothing while the last page is being found out', () => {
    show('/concepts/C1?relPage=4', { pageNumber: 4, param: 'relPage', checking: true });
    expect(screen.queryByTestId('past-end')).toBeNull();
    expect(screen.queryByText('No relations match these filters.')).toBeNull();
  });
});
