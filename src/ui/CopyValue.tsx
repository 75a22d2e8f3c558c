import { ActionIcon, CopyButton, Tooltip } from '@mantine/core';
import { CheckIcon, CopyIcon } from './icons.tsx';

/** A small copy-to-clipboard button with its own accessible name. */
export function CopyValue({ value, label }: { value: string; label: string }) {
  return (
    <CopyButton value={value} timeout={1500}>
      {({ copied, copy }) => (
        <Tooltip label={copied ? 'Copied' : label} withArrow>
          <ActionIcon variant="subtle" size="sm" onClick={copy} aria-label={label}>
            {copied ? <CheckIcon /> : <CopyIcon />}
          </ActionIcon>
        </Tooltip>
      )}
    </CopyButton>
  );
}
