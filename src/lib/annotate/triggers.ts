import type { ContextKind } from './types.ts';

/**
 * ConText-style trigger lists, written by this project (not copied from NegEx or pyConText):
 * phrases that say a finding is negated, only possible, in the past or someone else's, each
 * with the direction its scope runs in. Written as words separated by spaces; `?` is the
 * question mark itself. Matching ignores case and treats any run of spaces as one.
 *
 * - forward: the scope runs from the trigger to the end of the sentence ("no chest pain");
 * - backward: from the start of the sentence to the trigger ("chest pain was ruled out");
 * - pseudo: looks like a trigger and is not one ("no change in", "gram negative"): a trigger
 *   inside a pseudo-trigger is ignored.
 */

export type Direction = 'forward' | 'backward' | 'both';

export interface TriggerSpec {
  kind: ContextKind;
  direction: Direction;
  phrases: readonly string[];
}

const lines = (s: string) =>
  s
    .split('\n')
    .map((l) => l.trim())
    .filter(Boolean);

export const TRIGGERS: readonly TriggerSpec[] = [
  {
    kind: 'negated',
    direction: 'forward',
    phrases: lines(`
      no
      not
      denies
      denied
      deny
      denying
      denies any
      without
      w/o
      absence of
      absent
      negative for
      free of
      ruled out for
      rules out
      no evidence of
      no sign of
      no signs of
      no history of
          never
      never had
      has not had
      have not had
      had not
      did not have
      does not have
      unremarkable for
      fails to reveal
      failed to reveal
      failed to show
      lack of
      lacks
      lacking
      neither
      nor
      no longer
      not demonstrate
      no further
      no new
      no recurrent
      no recurrence of
      none
      not had
      declines
      negative
    `),
  },
  {
    kind: 'negated',
    direction: 'backward',
    phrases: lines(`
      ruled out
      was ruled out
      were ruled out
      has been ruled out
      have been ruled out
      is ruled out
      is negative
      was negative
      were negative
      are negative
      negative
      not seen
      not present
      not palpable
      not recurred
      has not recurred
      not increased
      not suspected
      not elicited
      not enlarged
      not tender
      excluded
      was excluded
      were excluded
      not appreciated
      not noted
      not found
      not detected
      not identified
      not visualized
      not observed
      absent
      are absent
      is absent
      was absent
      were absent
      free
      none
      denied
      unlikely
    `),
  },
  {
    kind: 'possible',
    direction: 'forward',
    phrases: lines(`
      possible
      possibly
      probable
      probably
      likely
      most likely
      may
      may be
      may have
      might
      might have
      could
      could be
      could have
      suspected
      suspect
      suspicious for
      suspicion of
      suspicion for
      concern for
      concerning for
      worrisome for
      worry about
      question of
      questionable
      ?
      rule out
      rule-out
      r/o
      to rule out
      evaluate for
      evaluation for
      evaluation of possible
      to exclude
      cannot exclude
      cannot rule out
      can not rule out
      differential diagnosis
      differential includes
      ddx
      versus
      vs
      consider
      considering
      presumed
      presumably
      suggestive of
      suggests
      equivocal for
      if
      in case of
      in the event of
      return if
      call if
      should
      would
      risk of
      at risk for
      prn
      as needed for
      cannot be excluded
      not excluded
      uncertain
      unclear if
      unclear whether
      whether
      r/o'd
      screening for
      screen for
      work up for
      workup for
    `),
  },
  {
    kind: 'possible',
    direction: 'backward',
    phrases: lines(`
      cannot be excluded
      cannot be ruled out
      can not be ruled out
      not ruled out
      has not been ruled out
      not been excluded
      is possible
      was possible
      is likely
      is suspected
      was suspected
      suspected
      is questionable
      questionable
      is uncertain
      unlikely
      ?
    `),
  },
  {
    kind: 'historical',
    direction: 'forward',
    phrases: lines(`
      history of
      hx of
      h/o
      past history of
      past medical history
      past medical history of
      past medical history significant for
      pmh
      pmhx
      pmh of
      pmh significant for
      status post
      s/p
      previous
      previously
      prior
      prior history of
      formerly
      former
      remote
      remote history of
      completed
      childhood
      history significant for
    `),
  },
  {
    kind: 'historical',
    direction: 'backward',
    phrases: lines(`
      in the past
      last year
      last month
      last week
      recovered
      years ago
      months ago
      as a child
      in childhood
      previously
      in remission
      resolved
      has resolved
      have resolved
    `),
  },
  {
    kind: 'other',
    direction: 'forward',
    phrases: lines(`
      family history of
      family history
      family hx
      fhx
      fh
      mother
      mother's
      mother has
      mother had
      father
      father's
      father has
      father had
      sister
      sister's
      brother
      brother's
      sibling
      siblings
      aunt
      uncle
      grandmother
      grandfather
      grandparent
      cousin
      son
      daughter
      maternal
      paternal
      parents
      parent
      wife
      husband
      spouse
      partner
      twin
      relatives
      relative
      family members
      family member
    `),
  },
  {
    kind: 'other',
    direction: 'backward',
    phrases: lines(`
      in his mother
      in her mother
      in his father
      in her father
      in the mother
      in the father
      in his sister
      in her sister
      in his brother
      in her brother
      in a sibling
      in siblings
      in his son
      in her son
      in his daughter
      in her daughter
      in relatives
      in family members
      in the family
      runs in the family
      runs in his family
      runs in her family
      in his family
      in her family
    `),
  },
];

/**
 * Not triggers, though they hold one. Triggers and pseudo-triggers compete for the text longest
 * first, so "no increase" hides its "no", and "no history of" (a negation) hides "history of".
 */
export const PSEUDO_TRIGGERS: readonly string[] = lines(`
  no increase
  no improvement
  not improved
  no change
  no changes
  no significant change
  no interval change
  no suspicious change
  no definite change
  not only
  not necessarily
  not just
  not limited to
  not rule out
  not certain whether
  not clear whether
  gram negative
  gram-negative
  without difficulty
  without further
  whether or not
  not cause
  not drain
  not extend
  history of present illness
  history and physical
  may be taken
  could not be reached
  should be
  if needed
  if any
  free text
  status post op
  not affect
  nothing by mouth
  never smoker
  unlikely to
  prior to
  prior to admission
  previously mentioned
  as previously described
  negative for the
`);

/** Words that end a trigger's scope: the sentence moves on to something else. */
export const TERMINATIONS: Readonly<Record<ContextKind | 'all', readonly string[]>> = {
  all: lines(`
    but
    however
    yet
    though
    although
    except
    apart from
    aside from
    other than
    which
    who
    whose
    because
    since
    as a cause of
    as the cause of
    as the source of
    as the reason for
    due to
    secondary to
    then
    now
    currently
    today
  `),
  negated: lines(`
    has
    had
    reports
    reported
    presents
    presented
    presenting
    complains
    complained
    complaining
    endorses
    endorsed
    admits
    admitted
    notes
    noted
    describes
    states
    shows
    showed
    revealed
    reveals
    demonstrated
    demonstrates
    is
    are
    was
    were
    remains
    continues
  `),
  possible: lines(`
    has
    reports
    presents
    complains
    endorses
    confirmed
  `),
  historical: lines(`
    presents
    presented
    presenting
    complains
    complaining
    reports
    is
    are
    admitted
    now
    currently
    today
    this admission
    on admission
  `),
  other: lines(`
    patient
    pt
    he
    she
    the patient
    patient's
    himself
    herself
    presents
    denies
    reports
  `),
};
