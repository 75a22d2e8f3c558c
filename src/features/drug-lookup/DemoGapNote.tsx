import { Alert, Anchor, Text } from '@mantine/core';
import { Link } from 'react-router';
import { DEMO_RXNORM_LIMITS, drugGapWords, drugNameGap } from '../../lib/demoGaps.ts';
import { shorten } from '../../lib/inputText.ts';
import { useOnEmulator } from '../../lib/useOnEmulator.ts';
import { UserText } from '../../ui/UserText.tsx';
import { WRAP } from '../../ui/wrap.ts';

/**
 * Said where a drug name found nothing on the emulator: a name in a known gap of the demo data
 * ("atorvastatin: not in the demo data; ingredients starting with A are absent"), else what the
 * demo lacks, so an empty answer is not read as "RxNorm has no such drug".
 */
export function DemoGapNote({ name }: { name: string }) {
  const emulator = useOnEmulator();
  const gap = drugNameGap(name, emulator);
  if (!emulator || name.trim() === '') return null;
  const said = <UserText text={shorten(name.trim())} />;
  return (
    <Alert color="yellow" title="Not in the demo data" data-testid="demo-gap" my="xs">
      <Text size="sm" style={WRAP}>
        {gap ? (
          <>
            {said}: {drugGapWords(gap)} from the open RxNorm file the demo is built from (their names occur
            only inside products that combine them with another ingredient). The real RxNorm service has them.
          </>
        ) : (
          <>
            “{said}” is not in the demo data, which does not mean RxNorm lacks it. {DEMO_RXNORM_LIMITS}.
          </>
        )}{' '}
        <Anchor component={Link} to="/about" size="sm" c="inherit" underline="always">
          What the demo holds
        </Anchor>
      </Text>
    </Alert>
  );
}
