import { memo } from 'react';
import type { ResultRow } from './searchColumns.ts';
import type { NewEntry } from '../../lib/basket/index.ts';
import { CompareCheckbox } from '../../ui/CompareSelection.tsx';
import { RowBasketButton } from '../../ui/RowBasketButton.tsx';
import type { CompareTick } from './compareTick.ts';
import { DEMO_CUI_NOTE } from '../../lib/demoIds.ts';
import '../../ui/plainRow.css';

interface Props {
  hit: ResultRow;
  /** Where the name leads (with the page's release), or null: plain text. */
  href: string | null;
  /** What "+ Basket" adds, or null: no button (an AUI, NOCODE). */
  entry: NewEntry | null;
  inBasket: boolean;
  /** The compare tick (concept searches only). */
  tick: CompareTick;
  onCompare: (token: string, on: boolean) => void;
  /** The semantic types column is on ("Matched atom and semantic types"). */
  showTypes: boolean;
  /** The identifier is a concept id the demo made up (on the emulator only). */
  demoId: boolean;
}

/**
 * One search hit: name (link), identifier, source, rank and why (naming the matched atom when
 * asked for), the semantic types when shown, and the basket button with the compare tick.
 * Plain elements styled by plainRow.css, and memoised on plain props, so a page of 25–200 rows
 * renders fast after a search and ticking one box re-renders one row.
 */
export const SearchHitRow = memo(function SearchHitRow({
  hit,
  href,
  entry,
  inBasket,
  tick,
  onCompare,
  showTypes,
  demoId,
}: Props) {
  return (
    <tr className="mantine-Table-tr pr-row" data-striped="odd">
      <td className="mantine-Table-td pr-cell">
        {href ? (
          // A plain link: the table's useLinkClicks handler navigates inside the app.
          <a className="pr-link mantine-focus-auto" href={href}>
            {hit.name}
          </a>
        ) : (
          hit.name
        )}
      </td>
      <td className="mantine-Table-td pr-cell">
        <span className="pr-code">{hit.ui}</span>
        {demoId && (
          // The plain row's own badge (DemoIdMark's words): no Mantine component in a row.
          <span className="pr-badge" data-badge data-testid="demo-id" title={`${hit.ui}: ${DEMO_CUI_NOTE}`}>
            <span>demo id</span>
          </span>
        )}
      </td>
      <td className="mantine-Table-td pr-cell">
        {hit.rootSource && (
          <span className="pr-badge" data-badge>
            <span>{hit.rootSource}</span>
          </span>
        )}
      </td>
      <td
        className="mantine-Table-td pr-cell pr-dimmed pr-text-sm"
        style={{ minWidth: '9rem' }}
      >{`${hit.rank}. ${hit.why}`}</td>
      {showTypes && <td className="mantine-Table-td pr-cell pr-text-sm">{typesText(hit.semanticTypes)}</td>}
      <td className="mantine-Table-td pr-cell">
        {/* The compare tick shares the actions cell: a column of its own is too wide at 390 px. */}
        <div className="pr-actions">
          {entry && <RowBasketButton entry={entry} inBasket={inBasket} />}
          {tick && (
            <CompareCheckbox
              token={hit.ui}
              name={hit.name}
              checked={tick === 'ticked'}
              full={tick === 'waiting'}
              onToggle={onCompare}
              label="Compare"
            />
          )}
        </div>
      </td>
    </tr>
  );
});

/** The semantic types cell: the names, "…" while they come, or that they could not be read. */
function typesText(types: ResultRow['semanticTypes']): string {
  if (!types || types.state === 'loading') return '…';
  if (types.state === 'failed') return 'details unavailable';
  return types.value.length ? types.value.join('; ') : 'none';
}
