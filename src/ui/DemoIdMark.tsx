import { Badge } from '@mantine/core';
import { DEMO_CUI_NOTE, DEMO_SYNTHETIC_CUI } from '../lib/demoIds.ts';
import { useOnEmulator } from '../lib/useOnEmulator.ts';

/**
 * Beside a CUI the emulator made up (C9…, where the open data names no UMLS CUI): "demo id", so
 * it is not taken for a UMLS CUI. Nothing for a real CUI, nor ever on the real service.
 */
export function DemoIdMark({ id }: { id: string | null | undefined }) {
  // Real-looking ids (most rows of a table) take no subscription to the runtime config.
  return id && DEMO_SYNTHETIC_CUI.test(id) ? <DemoIdBadge id={id} /> : null;
}

function DemoIdBadge({ id }: { id: string }) {
  if (!useOnEmulator()) return null;
  return (
    <Badge
      size="xs"
      // The default variant: the page's own text colour, legible in light and dark schemes.
      variant="default"
      title={`${id}: ${DEMO_CUI_NOTE} (the demo data made it up where the open data names no CUI)`}
      data-testid="demo-id"
      ml={4}
      style={{ verticalAlign: 'middle' }}
    >
      demo id
    </Badge>
  );
}
