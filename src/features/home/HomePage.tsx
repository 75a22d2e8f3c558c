import { Button, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { DemoBanner } from '../../ui/DemoBanner.tsx';
import { useDocumentTitle } from '../../ui/useDocumentTitle.ts';
import { usePrintView } from '../../ui/print/printView.ts';
import { Examples } from './Examples.tsx';
import { IdentifierJump } from './IdentifierJump.tsx';
import { RecentlyViewed } from '../../ui/RecentlyViewed.tsx';

export function HomePage() {
  useDocumentTitle('');
  usePrintView({ kind: 'Home' });
  const navigate = useNavigate();
  const [term, setTerm] = useState('');
  const submit = (e: FormEvent) => {
    e.preventDefault();
    // The app's one detector decides, as in the header box: an identifier opens its page. It
    // loads on submit, not with the first page (the first load's budget).
    if (term.trim())
      void import('../../lib/input-kind/open.ts')
        .then((m) => m.pathForSubmitted(term))
        .then((path) => navigate(path));
  };
  return (
    <Stack maw={900}>
      <Title order={1}>Terminology Browser</Title>
      <Text c="dimmed">
        Search the UMLS Metathesaurus, read concepts and their relations, walk hierarchies and look up drugs
        in RxNorm.
      </Text>
      <DemoBanner />
      <form onSubmit={submit} aria-label="Search">
        <Group align="flex-end">
          <TextInput
            label="Term or code"
            placeholder="e.g. myocardial infarction"
            value={term}
            onChange={(e) => setTerm(e.currentTarget.value)}
            style={{ flex: 1 }}
            maxLength={2000}
          />
          <Button type="submit">Search</Button>
        </Group>
      </form>
      <Examples />
      <Title order={2} size="h4">
        Open by identifier
      </Title>
      <IdentifierJump />
      <RecentlyViewed />
    </Stack>
  );
}
