import { Alert, Button, Group, Modal, Progress, Stack, Text } from '@mantine/core';
import type { BulkProgress } from '../../lib/bulk/index.ts';
import { progressText } from './progressText.ts';

export interface ExportProgressProps {
  opened: boolean;
  title: string;
  progress: BulkProgress | null;
  /** What one step is ("page", "line"): the text says "Page 3 of 10". */
  unit?: string;
  running: boolean;
  /** Why the walk stopped (auth, service down), shown with Resume. */
  error?: string | null;
  onCancel(): void;
  onResume?(): void;
  /** Save the rows gathered so far (after a stop or cancel). */
  onSavePartial?(): void;
  onClose(): void;
}

/** A progress bar with the rate, a polite live status, Cancel, and Resume after a stop. */
export function ProgressPanel({
  progress,
  unit = 'page',
  running,
  error,
  onCancel,
  onResume,
  onSavePartial,
  label,
}: Omit<ExportProgressProps, 'opened' | 'title' | 'onClose'> & { label: string }) {
  const value = progress && progress.total ? (progress.done / progress.total) * 100 : undefined;
  return (
    <Stack gap="xs">
      <Progress
        value={value ?? 100}
        animated={running && value === undefined}
        striped={running && value === undefined}
        aria-label={label}
        aria-valuetext={progress ? progressText(progress, unit) : 'Starting'}
      />
      <Text size="sm" role="status" aria-live="polite">
        {progress ? progressText(progress, unit) : 'Starting…'}
      </Text>
      {error && (
        <Alert color="red" role="alert" title="Stopped">
          {error}
        </Alert>
      )}
      <Group gap="xs">
        {running && (
          <Button variant="default" onClick={onCancel}>
            Cancel
          </Button>
        )}
        {!running && onResume && progress && (progress.total === null || progress.done < progress.total) && (
          <Button onClick={onResume}>Resume</Button>
        )}
        {!running && onSavePartial && progress && progress.rows > 0 && (
          <Button variant="default" onClick={onSavePartial}>
            Save the {progress.rows.toLocaleString('en-US')} rows so far
          </Button>
        )}
      </Group>
    </Stack>
  );
}

/** The "All pages" export's modal. Escape or the close button cancels a running walk. */
export function ExportProgress(props: ExportProgressProps) {
  const { opened, title, running, onCancel, onClose } = props;
  return (
    <Modal
      opened={opened}
      title={title}
      onClose={() => {
        if (running) onCancel();
        onClose();
      }}
      centered
    >
      <ProgressPanel {...props} label={title} />
    </Modal>
  );
}
