import { Button, Checkbox, Group, Text } from '@mantine/core';
import { useNavigate, useSearchParams } from 'react-router';
import { MAX_COMPARE, MIN_COMPARE } from '../lib/compareIds.ts';
import { comparePath } from '../lib/paths.ts';
import type { CompareSelection } from './useCompareSelection.ts';

/** A row's "compare" tick box; once four are ticked the others wait. */
export function CompareCheckbox({
  token,
  name,
  selection,
  label,
}: {
  token: string;
  name: string;
  selection: CompareSelection;
  /** Shown beside the box (the accessible name still says which concept). */
  label?: string;
}) {
  const checked = selection.tokens.includes(token);
  return (
    <Checkbox
      size={label ? 'xs' : 'sm'}
      label={label}
      aria-label={`Compare ${name} (${token})`}
      checked={checked}
      disabled={!checked && selection.tokens.length >= MAX_COMPARE}
      onChange={(e) => selection.toggle(token, e.currentTarget.checked)}
    />
  );
}

/**
 * "Compare (n)": opens the compare page with the ticked ids (and the page's release). It says
 * what is missing rather than doing nothing: fewer than two, or more than four.
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
    <Group gap="xs" wrap="nowrap">
      <Button
        size="xs"
        variant="default"
        disabled={!ok}
        onClick={() => void navigate(comparePath(tokens, params.get('release')))}
      >
        {label} ({n})
      </Button>
      {hint && (
        <Text size="xs" c="dimmed" aria-live="polite">
          {hint}
        </Text>
      )}
    </Group>
  );
}
