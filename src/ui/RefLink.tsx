import { Anchor, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { UtsRef } from '../api/uts/index.ts';
import { refPath } from '../lib/paths.ts';
import { useHref } from '../lib/useHref.ts';
import { DemoIdMark } from './DemoIdMark.tsx';

/** A link to whatever a UTS reference points at (concept, atom, code, semantic type); plain text when it leads nowhere. */
export function RefLink({ target, children }: { target: UtsRef | null; children?: ReactNode }) {
  const to = useHref();
  const path = refPath(target);
  const label = children ?? target?.id ?? '—';
  if (!path)
    return (
      <Text span size="sm">
        {label}
      </Text>
    );
  const link = (
    <Anchor component={Link} to={to(path)} size="sm">
      {label}
    </Anchor>
  );
  // A CUI shown as itself carries the demo's mark when the demo made it up.
  return target?.kind === 'CUI' && children === undefined ? (
    <>
      {link}
      <DemoIdMark id={target.id} />
    </>
  ) : (
    link
  );
}
