import { Button, NativeSelect, Progress, Text } from '@mantine/core';
import type { WalkProgress } from '../../lib/tree/index.ts';

/** The controls and progress of a subtree walk (useSubtreeWalk), shared by export and basket. */

const DEPTHS = [1, 2, 3, 4, 5];

/** The depth chooser of a subtree walk (1 = the children). */
export function DepthSelect({
  label,
  value,
  disabled,
  onChange,
  depths = DEPTHS,
}: {
  label: string;
  value: number;
  disabled: boolean;
  onChange: (depth: number) => void;
  depths?: readonly number[];
}) {
  return (
    <NativeSelect
      size="xs"
      label={label}
      value={String(value)}
      disabled={disabled}
      onChange={(e) => onChange(Number(e.currentTarget.value))}
      data={depths.map((d) => ({ value: String(d), label: d === 1 ? '1 (children)' : String(d) }))}
    />
  );
}

export function CancelWalk({ onCancel }: { onCancel: () => void }) {
  return (
    <Button size="xs" color="red" variant="light" onClick={onCancel}>
      Cancel
    </Button>
  );
}

/** The running walk's progress bar and counts. */
export function WalkProgressNote({ progress, label }: { progress: WalkProgress; label: string }) {
  return (
    <div role="status">
      <Progress
        mt="xs"
        size="sm"
        value={(100 * progress.done) / Math.max(1, progress.known)}
        aria-label={label}
      />
      <Text size="xs" c="dimmed">
        {progress.done} of {progress.known} nodes so far ({progress.rows} rows, {progress.requests} requests)
      </Text>
    </div>
  );
}
