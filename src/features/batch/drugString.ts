/**
 * A drug as analysts' lists write it: a name, a strength and perhaps a dose form
 * ("clopidogrel 75mg", "Metformin 500 mg tablet"). RxNorm names write the strength with a space
 * and an upper-case unit ("clopidogrel 75 MG", its SCDC; "… 75 MG Oral Tablet", its SCD), and the
 * drug service's string search is exact, so the line is rewritten in that form before asking.
 */
export interface DrugString {
  /** The ingredient or brand name, as typed. */
  name: string;
  /** "75 MG": the strength as RxNorm writes it. */
  strength: string;
  /**
   * What follows the strength: the dose form as RxNorm names it ("tab" → "Oral Tablet"), else
   * as typed, trimmed; "" when nothing does.
   */
  rest: string;
}

/**
 * Units as typed → as RxNorm writes them (a concentration's "/ML" part too: insulin's
 * "100 UNT/ML"). Tried in order; the pattern below takes the longest unit written.
 */
const UNITS: ReadonlyArray<[RegExp, string]> = [
  [/^mg\/ml$/i, 'MG/ML'],
  [/^(mcg|µg|ug)\/ml$/i, 'MCG/ML'],
  [/^meq\/ml$/i, 'MEQ/ML'],
  [/^(units?|unt|iu|u)\/ml$/i, 'UNT/ML'],
  [/^mg\/(hr|h)$/i, 'MG/HR'],
  [/^(mcg|µg|ug)\/(hr|h)$/i, 'MCG/HR'],
  [/^mg$/i, 'MG'],
  [/^(mcg|µg|ug)$/i, 'MCG'],
  [/^ml$/i, 'ML'],
  [/^meq$/i, 'MEQ'],
  [/^(units?|unt|iu)$/i, 'UNT'],
  [/^%$/, '%'],
];

const UNIT_PATTERN =
  '(?:mg|mcg|µg|ug|meq|units?|unt|iu|u)\\s*\\/\\s*(?:ml|hr|h)|mg|mcg|µg|ug|ml|meq|units?|unt|iu|%';
const PATTERN = new RegExp(
  `^\\s*(\\p{L}[\\p{L}\\d\\s.'-]*?)\\s*((?:\\d+(?:[.,]\\d+)?|[.,]\\d+))\\s*(${UNIT_PATTERN})(?![\\p{L}\\d])\\s*(.*)$`,
  'iu',
);

/**
 * Dose forms as lists write them → RxNorm's dose form names, which its clinical drug (SCD)
 * names end with ("… 500 MG Oral Tablet"). A form not listed is asked as typed.
 */
const DOSE_FORMS: ReadonlyArray<[RegExp, string]> = [
  [
    /^(er|xr|xl|sr|extended[- ]release|24 ?hr?) (oral )?(tab|tabs|tablets?)$/i,
    'Extended Release Oral Tablet',
  ],
  [
    /^(er|xr|xl|sr|extended[- ]release|24 ?hr?) (oral )?(cap|caps|capsules?)$/i,
    'Extended Release Oral Capsule',
  ],
  [/^(dr|ec|delayed[- ]release) (oral )?(tab|tabs|tablets?)$/i, 'Delayed Release Oral Tablet'],
  [/^(dr|ec|delayed[- ]release) (oral )?(cap|caps|capsules?)$/i, 'Delayed Release Oral Capsule'],
  [/^chewable (tab|tabs|tablets?)$/i, 'Chewable Tablet'],
  [/^(po |oral )?(tab|tabs|tablets?)$/i, 'Oral Tablet'],
  [/^(po |oral )?(cap|caps|capsules?)$/i, 'Oral Capsule'],
  [/^(po |oral )?(soln?|solution)$/i, 'Oral Solution'],
  [/^(po |oral )?(susp|suspension)$/i, 'Oral Suspension'],
  [/^(inj|injection|injectable|injectable solution)$/i, 'Injectable Solution'],
  [/^(topical )?cream$/i, 'Topical Cream'],
  [/^(topical )?ointment$/i, 'Topical Ointment'],
  [/^(transdermal )?(patch|system)$/i, 'Transdermal System'],
  [/^(ophthalmic solution|eye drops?)$/i, 'Ophthalmic Solution'],
];

/** The dose form as RxNorm names it, or the text as typed when it names no known form. */
export function doseFormOf(rest: string): string {
  const t = rest.trim().replace(/\s+/g, ' ').replace(/\.$/, '');
  return DOSE_FORMS.find(([re]) => re.test(t))?.[1] ?? t;
}

/** The line read as name + strength (+ form), or null when it has no strength in a known unit. */
export function parseDrugString(line: string): DrugString | null {
  const m = PATTERN.exec(line.normalize('NFC'));
  if (!m) return null;
  const [, name, amount, unit, rest] = m;
  const written = UNITS.find(([re]) => re.test(unit!.replace(/\s+/g, '')))?.[1];
  if (!written) return null;
  let number = amount!.replace(',', '.');
  if (number.startsWith('.')) number = `0${number}`;
  return {
    name: name!.trim().replace(/\s+/g, ' '),
    strength: `${number} ${written}`,
    rest: doseFormOf(rest!),
  };
}

/** The names to ask the drug service for, most specific first: with the form, then without. */
export function drugStringNames(d: DrugString, name = d.name): string[] {
  const base = `${name} ${d.strength}`;
  return d.rest ? [`${base} ${d.rest}`, base] : [base];
}
