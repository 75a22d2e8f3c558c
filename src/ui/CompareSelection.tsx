import { useNavigate, useSearchParams } from 'react-router';
import { MAX_COMPARE, MIN_COMPARE } from '../lib/compareIds.ts';
import { comparePath } from '../lib/paths.ts';
import { PlainButton } from './PlainButton.tsx';
import './plainRow.css';

/**
 * A row's "compare" tick box with a short visible label (the accessible name says which
 * concept); once four are ticked the others wait. A plain checkbox (plainRow.css) drawn as
 * Mantine's, since a page of rows renders many; `onToggle` should keep its identity so a
 * memoised row re-renders only when its own box changes.
 */
export function CompareCheckbox({
  token,
  name,
  checked,
  full,
  onToggle,
  label,
}: {
  token: string;
  name: string;
  checked: boolean;
  /** Four are ticked already: an unticked box waits. */
  full: boolean;
  onToggle: (token: string, on: boolean) => void;
  label: string;
}) {
  const disabled = !checked && full;
  return (
    <label className="pr-tick" data-disabled={disabled || undefined}>
      <span className="pr-tick-box">
        <input
          type="checkbox"
          className="pr-tick-input mantine-focus-auto"
          aria-label={`Compare ${name} (${token})`}
          checked={checked}
          disabled={disabled}
          onChange={(e) => onToggle(token, e.currentTarget.checked)}
        />
        {/* Only a ticked box draws its mark: 25–200 rows need no hidden icons. */}
        {checked && <CheckMark />}
      </span>
      <span>{label}</span>
    </label>
  );
}

/** Mantine's CheckIcon path, drawn over a ticked box (it fades in as Mantine's does). */
function CheckMark() {
  return (
    <svg className="pr-tick-mark" viewBox="0 0 10 7" fill="none" aria-hidden="true">
      <path
        d="M4 4.586L1.707 2.293A1 1 0 1 0 .293 3.707l3 3a.997.997 0 0 0 1.414 0l5-5A1 1 0 1 0 8.293.293L4 4.586z"
        fill="currentColor"
        fillRule="evenodd"
        clipRule="evenodd"
      />
    </svg>
  );
}

/**
 * "Compare (n)": opens the compare page with the ticked ids (and the page's release). It says
 * what is missing rather than doing nothing: fewer than two, or more than four. Plain elements
 * drawn as Mantine's (PlainButton, plainRow.css): a search renders it with its first rows.
 */
export function CompareSelectedButton({
  tokens,
  label = 'Compare',
}: {
  tokens: readonly string[];
  label?: string;
}) {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const n = tokens.length;
  const ok = n >= MIN_COMPARE && n <= MAX_COMPARE;
  const hint =
    n > MAX_COMPARE
      ? `${n} concepts selected: compare takes at most ${MAX_COMPARE}.`
      : n < MIN_COMPARE
        ? `Tick ${MIN_COMPARE} to ${MAX_COMPARE} concepts to compare them.`
        : null;
  return (
    <div className="pr-group" data-nowrap data-print="hide">
      <PlainButton
        size="md"
        disabled={!ok}
        onClick={() => void navigate(comparePath(tokens, params.get('release')))}
      >
        {label} ({n})
      </PlainButton>
      {hint && (
        <p className="pr-text-xs pr-dimmed" aria-live="polite">
          {hint}
        </p>
      )}
    </div>
  );
}
