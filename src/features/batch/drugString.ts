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
  /** What follows the strength ("tablet", "oral tablet"), trimmed; "" when nothing does. */
  rest: string;
}

/** Units as typed → as RxNorm writes them (longest first, so "mg/ml" wins over "mg"). */
const UNITS: ReadonlyArray<[RegExp, string]> = [
  [/^mg\/ml$/i, 'MG/ML'],
  [/^mg$/i, 'MG'],
  [/^(mcg|µg|ug)$/i, 'MCG'],
  [/^ml$/i, 'ML'],
  [/^meq$/i, 'MEQ'],
  [/^(units?|unt|iu)$/i, 'UNT'],
  [/^%$/, '%'],
];

const PATTERN =
  /^\s*(\p{L}[\p{L}\d\s.'-]*?)\s*((?:\d+(?:[.,]\d+)?|[.,]\d+))\s*(mg\/ml|mg|mcg|µg|ug|ml|meq|units?|unt|iu|%)(?![\p{L}\d])\s*(.*)$/iu;

/** The line read as name + strength (+ form), or null when it has no strength in a known unit. */
export function parseDrugString(line: string): DrugString | null {
  const m = PATTERN.exec(line.normalize('NFC'));
  if (!m) return null;
  const [, name, amount, unit, rest] = m;
  const written = UNITS.find(([re]) => re.test(unit!))?.[1];
  if (!written) return null;
  let number = amount!.replace(',', '.');
  if (number.startsWith('.')) number = `0${number}`;
  return {
    name: name!.trim().replace(/\s+/g, ' '),
    strength: `${number} ${written}`,
    rest: rest!.trim().replace(/\s+/g, ' '),
  };
}

/** The names to ask the drug service for, most specific first: with the form, then without. */
export function drugStringNames(d: DrugString, name = d.name): string[] {
  const base = `${name} ${d.strength}`;
  return d.rest ? [`${base} ${d.rest}`, base] : [base];
}
