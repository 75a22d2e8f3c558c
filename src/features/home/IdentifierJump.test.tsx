import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { testTheme } from '../../ui/export/testTheme.ts';
import { IdentifierJump } from './IdentifierJump.tsx';

// The drug service as the demo data answers findRxcuiById for NDCs.
vi.mock('../../api/rxnorm/defaultClient.ts', () => ({
  defaultDrugClient: () => ({
    findRxcuiById: async (type: string, id: string) =>
      type === 'NDC' && id === '00378034201' ? ['314006'] : [],
  }),
}));

function Where() {
  const { pathname, search } = useLocation();
  return <output data-testid="where">{pathname + search}</output>;
}

function show(at = '/') {
  render(
    <MantineProvider theme={testTheme}>
      <QueryClientProvider client={new QueryClient()}>
        <MemoryRouter initialEntries={[at]}>
          <Where />
          <Routes>
            <Route path="/" element={<IdentifierJump />} />
            <Route path="*" element={null} />
          </Routes>
        </MemoryRouter>
      </QueryClientProvider>
    </MantineProvider>,
  );
  return { box: screen.getByRole('textbox', { name: 'Identifier' }), user: userEvent.setup() };
}

const where = () => screen.getByTestId('where');
const reading = () => screen.getByTestId('identifier-reading');
const codeSearch = (code: string) =>
  `/search?${new URLSearchParams({ string: code, searchType: 'exact', inputType: 'sourceUi', sabs: 'ICD10CM', returnIdType: 'code' })}`;

describe(
  'the home page’s identifier box reads what is typed with the shared detector',
  { timeout: 30_000 },
  () => {
    it.each([
      ['I21.9', 'an ICD-10-CM code', codeSearch('I21.9')],
      ['i219', 'an ICD-10-CM code', codeSearch('I21.9')],
      ['ICD10CM:I21.9', 'an ICD-10-CM code', '/sources/ICD10CM/I21.9'],
      ['ICD10CM/I21.9', 'an ICD-10-CM code', '/sources/ICD10CM/I21.9'],
      ['MSH|D009203', 'a MeSH descriptor', '/sources/MSH/D009203'],
      ['D009203', 'a MeSH descriptor', '/sources/MSH/D009203'],
      ['GO:0005737', 'a Gene Ontology term', '/sources/GO/GO%3A0005737'],
      ['DOID:5844', 'a Disease Ontology term', '/sources/DOID/DOID%3A5844'],
      ['c0027051', 'a UMLS concept identifier (CUI)', '/concepts/C0027051'],
      ['A0000001', 'a UMLS atom identifier (AUI)', '/atoms/A0000001'],
      ['t047', 'a semantic type identifier (TUI)', '/semantic-types/T047'],
      ['29046', 'an RxNorm concept identifier (RXCUI)', '/drugs/29046'],
      ['0378-0342-01', 'a National Drug Code (NDC)', '/drugs/314006'],
      ['00378034201', 'a National Drug Code (NDC)', '/drugs/314006'],
      ['0093-1113-10', 'a National Drug Code (NDC)', '/drugs?by=id&idType=NDC&id=00093111310'],
    ])('%s: says it looks like %s and Enter opens %s', async (typed, what, path) => {
      const { box, user } = show();
      await user.type(box, typed);
      // Testing Library's waitFor (src/test-setup.ts), not vi.waitFor: that gives up after 1 s
      // of wall-clock time, which a loaded machine outlasts.
      await waitFor(() => expect(reading()).toHaveTextContent(`${typed} looks like ${what}`));
      await user.keyboard('{Enter}');
      await waitFor(() => expect(where()).toHaveTextContent(path));
    });

    it('the Open button goes where Enter does, and keeps the release of the page', async () => {
      const { box, user } = show('/?release=2024AA');
      await user.type(box, 'D009203');
      await user.click(screen.getByRole('button', { name: 'Open' }));
      await waitFor(() => expect(where()).toHaveTextContent('/sources/MSH/D009203?release=2024AA'));
    });

    it('Crosswalk opens the crosswalk of a source code or an RXCUI, and says why not for a CUI', async () => {
      const { box, user } = show();
      await user.type(box, 'I21.9');
      await user.click(screen.getByRole('button', { name: 'Crosswalk' }));
      await waitFor(() => expect(where()).toHaveTextContent('/crosswalk/ICD10CM/I21.9'));
    });

    it('Crosswalk of a CUI is explained, not opened', async () => {
      const { box, user } = show();
      await user.type(box, 'C0027051');
      await user.click(screen.getByRole('button', { name: 'Crosswalk' }));
      expect(
        await screen.findByText(
          /looks like a UMLS concept identifier \(CUI\): a crosswalk starts from a source code/,
        ),
      ).toBeInTheDocument();
      expect(where()).toHaveTextContent(/^\/$/);
    });

    it('a kind can be forced where digits are ambiguous: read as a source code, it asks for the source', async () => {
      const { box, user } = show();
      await user.type(box, '29046');
      await user.selectOptions(screen.getByRole('combobox', { name: 'Read as' }), 'Source code');
      await user.click(screen.getByRole('button', { name: 'Open' }));
      expect(await screen.findByText(/Which source\? Write it as SAB:code/)).toBeInTheDocument();
      expect(box).toHaveAttribute('aria-invalid', 'true');
      expect(where()).toHaveTextContent(/^\/$/);
      await user.selectOptions(screen.getByRole('combobox', { name: 'Read as' }), 'NDC');
      await user.click(screen.getByRole('button', { name: 'Open' }));
      expect(await screen.findByText(/Not an NDC/)).toBeInTheDocument();
      await user.selectOptions(screen.getByRole('combobox', { name: 'Read as' }), 'Drug (RXCUI)');
      await user.click(screen.getByRole('button', { name: 'Open' }));
      await waitFor(() => expect(where()).toHaveTextContent('/drugs/29046'));
    });

    it('says plainly why empty, unknown and refused input is not opened', async () => {
      const { box, user } = show();
      await user.click(screen.getByRole('button', { name: 'Open' }));
      expect(
        await screen.findByText('Enter an identifier, e.g. C0027051, I21.9 or 29046.'),
      ).toBeInTheDocument();

      await user.type(box, 'heart attack');
      expect(screen.queryByText('Enter an identifier', { exact: false })).toBeNull();
      expect(reading()).toHaveTextContent('');
      await user.keyboard('{Enter}');
      expect(await screen.findByText(/is not an identifier this box knows/)).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Search it as words' })).toHaveAttribute(
        'href',
        '/search?string=heart+attack',
      );

      await user.clear(box);
      await user.type(box, '1234-567-89');
      await user.keyboard('{Enter}');
      expect(await screen.findByText(/Not an NDC layout/)).toBeInTheDocument();

      await user.clear(box);
      await user.type(box, '0093111310');
      await user.keyboard('{Enter}');
      expect(await screen.findByText(/10 digits: neither an RXCUI nor an NDC/)).toBeInTheDocument();
      expect(where()).toHaveTextContent(/^\/$/);
    });

    it('shows markup, a right-to-left override and a very long string back safely', async () => {
      const { box, user } = show();
      await user.type(box, '<&>"\'');
      await user.keyboard('{Enter}');
      const error = await screen.findByText(/is not an identifier this box knows/);
      expect(error.querySelector('bdi')).toHaveTextContent('<&>"\'');
      expect(error.querySelector('b, script')).toBeNull();

      await user.clear(box);
      await user.click(box);
      await user.paste('\u202Eevil');
      await user.keyboard('{Enter}');
      const echo = (await screen.findByText(/is not an identifier this box knows/)).querySelector('bdi')!;
      expect(echo).toHaveTextContent('U+202Eevil');
      expect(echo.textContent).not.toContain('\u202E');
      // The box itself obeys the override: the hint under it says so and removes it on request.
      const hint = screen.getByTestId('hidden-characters');
      expect(hint).toHaveTextContent('U+202E RIGHT-TO-LEFT OVERRIDE');
      await user.click(within(hint).getByRole('button', { name: 'Remove them' }));
      expect(box).toHaveValue('evil');
      expect(screen.queryByTestId('hidden-characters')).toBeNull();

      await user.clear(box);
      await user.click(box);
      await user.paste('x'.repeat(1500));
      await user.keyboard('{Enter}');
      const long = (await screen.findByText(/is not an identifier this box knows/)).querySelector('bdi')!;
      expect(long.textContent).toBe(`${'x'.repeat(80)}…`);
    });
  },
);
