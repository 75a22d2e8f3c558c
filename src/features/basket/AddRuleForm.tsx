import { Button, Group, NativeSelect, Text, TextInput } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { defaultDrugClient } from '../../api/rxnorm/defaultClient.ts';
import { findSourceCode } from '../../api/uts/descendants.ts';
import { basketStore, describeRule, type EntryRule } from '../../lib/basket/index.ts';
import { releaseToRecord } from '../../lib/queries/resolvedRelease.ts';

const SYSTEMS = ['ICD10CM', 'SNOMEDCT_US', 'MSH', 'LNC', 'NCI', 'GO', 'DOID', 'RXNORM'];

const KINDS: Record<string, EntryRule> = {
  'include-code': { exclude: false, scope: 'code' },
  'include-descendants': { exclude: false, scope: 'descendants' },
  'exclude-code': { exclude: true, scope: 'code' },
  'exclude-descendants': { exclude: true, scope: 'descendants' },
  products: { exclude: false, scope: 'products' },
};
const KIND_LABELS: Record<string, string> = {
  'include-code': 'Include the code',
  'include-descendants': 'Include with all descendants',
  'exclude-code': 'Exclude the code',
  'exclude-descendants': 'Exclude with all descendants',
  products: 'Products containing the ingredient (RxNorm)',
};

/** Type a rule by hand: a code is looked up first; an unknown one is kept, and said so. */
export function AddRuleForm({ release }: { release: string }) {
  const [system, setSystem] = useState('ICD10CM');
  const [code, setCode] = useState('');
  const [kind, setKind] = useState('include-descendants');
  const [note, setNote] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const client = useQueryClient();
  const rule = KINDS[kind]!;
  const wrongSystem = rule.scope === 'products' && system !== 'RXNORM';

  const add = async () => {
    const c = code.trim();
    if (!c) return;
    setBusy(true);
    setNote(null);
    let display = '';
    let known = true;
    try {
      if (system === 'RXNORM') {
        const p = await defaultDrugClient().getRxConceptProperties(c);
        known = p !== null;
        display = p?.STR ?? '';
      } else {
        const n = await findSourceCode({ source: system, id: c }, { release });
        known = n !== null;
        display = n?.name ?? '';
      }
    } catch {
      known = false;
    }
    // The entry records the release `current` stood for (2025AB), as from every other page.
    const asOf = await releaseToRecord(client, release);
    const added = basketStore().add([
      {
        system,
        code: c,
        display,
        from: system === 'RXNORM' ? { kind: 'RXCUI', id: c } : null,
        release: asOf,
        ...(rule.scope === 'code' && !rule.exclude ? {} : { rule }),
      },
    ]);
    const what = `${system} ${c}: ${describeRule(rule)}`;
    setNote(
      !added
        ? `The basket already holds “${what}”.`
        : known
          ? `Added “${what}”.`
          : `Added “${what}”, but ${system} ${c} was not found in release ${asOf}: the rule is kept and flagged.`,
    );
    setBusy(false);
    if (added) setCode('');
  };

  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        void add();
      }}
      aria-label="Add a rule"
    >
      <Group gap="xs" align="end">
        <NativeSelect
          size="xs"
          label="System"
          value={system}
          onChange={(e) => setSystem(e.currentTarget.value)}
          data={SYSTEMS}
        />
        <TextInput
          size="xs"
          label="Code"
          value={code}
          maxLength={200}
          onChange={(e) => setCode(e.currentTarget.value)}
        />
        <NativeSelect
          size="xs"
          label="Rule"
          value={kind}
          onChange={(e) => setKind(e.currentTarget.value)}
          data={Object.entries(KIND_LABELS).map(([value, label]) => ({ value, label }))}
        />
        <Button size="xs" type="submit" disabled={busy || !code.trim() || wrongSystem}>
          Add rule
        </Button>
      </Group>
      {wrongSystem && (
        <Text size="xs" c="dimmed">
          Products rules take an RxNorm ingredient (RXCUI).
        </Text>
      )}
      {note && (
        <Text size="xs" role="status" mt={4} data-testid="add-rule-note">
          {note}
        </Text>
      )}
    </form>
  );
}
