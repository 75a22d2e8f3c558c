import { Anchor } from '@mantine/core';
import { Link } from 'react-router';
import { useHref } from '../../lib/useHref.ts';
import { UserText } from '../../ui/UserText.tsx';
import type { IdentifierReading } from './identifierReading.ts';

// The box itself obeys a right-to-left override (no markup isolates inside an <input>): the
// hint says so under it, and removes such characters on request.
export { HiddenCharactersHint } from '../../ui/HiddenCharactersHint.tsx';

// What the home page's identifier box says about its text. IdentifierJump loads this file with
// the detector (identifierReading.ts) when the box is first used, so neither the detector nor
// the echo of user text (ui/UserText) weighs on the home page's first load.

const KNOWN = 'a CUI, AUI or TUI, a source code (SAB:code, I21.9, D009203, GO:0005737), an RXCUI or an NDC';

/** "I21.9 looks like an ICD-10-CM code", as the user types. */
export function Looks({ reading }: { reading: IdentifierReading }) {
  return (
    <>
      <UserText text={reading.shown} /> looks like {reading.what}
    </>
  );
}

/**
 * Why Open (or Crosswalk) did not go anywhere: nothing typed, not an identifier (with the words
 * search one click away), refused by the detector, or, for Crosswalk, an identifier that is no source code.
 */
export function Refusal({ reading, action }: { reading: IdentifierReading; action: 'open' | 'crosswalk' }) {
  const link = useHref();
  const typed = (
    <>
      “<UserText text={reading.shown} />”
    </>
  );
  const refusal = reading.refusal;
  if (refusal?.kind === 'empty') return <>Enter an identifier, e.g. C0027051, I21.9 or 29046.</>;
  if (refusal?.kind === 'unknown')
    return (
      <>
        {typed} is not an identifier this box knows ({KNOWN}).{' '}
        <Anchor
          component={Link}
          to={link(`/search?${new URLSearchParams({ string: reading.typed })}`)}
          inherit
        >
          Search it as words
        </Anchor>
      </>
    );
  if (refusal)
    return (
      <>
        {typed}: {refusal.why}
      </>
    );
  if (action === 'crosswalk' && !reading.crosswalk)
    return (
      <>
        {typed} looks like {reading.what}: a crosswalk starts from a source code (e.g. ICD10CM:I21.9,
        D009203).
      </>
    );
  return null;
}
