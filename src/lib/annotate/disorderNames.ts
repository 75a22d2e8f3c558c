/**
 * Words a text uses for a disorder that the terminology files under another concept, or not at
 * all: "depression" in a clinical text is the depressive disorder (MeSH keeps "Depression" for
 * the mood, under behaviour), "hyperactivity" is hyperkinesis, "dry mouth" xerostomia. Each is
 * asked by the disorder's name first (annotate.ts), so the mention says which name found it;
 * when that name finds nothing in the sources asked, the words are asked as written.
 *
 * Written by this project from clinical usage and checked on the training split of an
 * annotated PubMed corpus (see docs/performance.md), where each of these was missed or
 * linked to the mood or symptom concept more than once.
 */
const DISORDER_NAMES = new Map([
  ['depression', 'depressive disorder'],
  ['major depression', 'major depressive disorder'],
  ['anxiety', 'anxiety disorders'],
  ['hyperactivity', 'hyperkinesis'],
  ['locomotor hyperactivity', 'hyperkinesis'],
  ['dry mouth', 'xerostomia'],
  ['diabetes', 'diabetes mellitus'],
  ['myelosuppression', 'bone marrow diseases'],
  ['bone marrow suppression', 'bone marrow diseases'],
  ['psychiatric', 'mental disorders'],
]);

/** The disorder's name to ask first for `phrase`, or null. */
export function disorderNameOf(phrase: string): string | null {
  return DISORDER_NAMES.get(phrase.toLowerCase().replace(/\s+/gu, ' ')) ?? null;
}
