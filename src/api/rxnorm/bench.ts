import { axisResponse, conceptSample, groupSample, type SampleValue } from './axis-sample.ts';
import { decodeSoapResponse } from './decode.ts';

/**
 * Times decodeSoapResponse on a large multiRef response (a getDrugs-style answer: concept
 * groups whose RxConcepts are all multiRefs, written in shuffled order like Axis does).
 * Call from a bench script: `benchDecodeMultiRef({ bytes: 1_000_000 })`.
 */
export interface DecodeBenchResult {
  /** Size of the response in UTF-16 code units (= bytes here: it is ASCII). */
  bytes: number;
  concepts: number;
  runs: number;
  medianMs: number;
  minMs: number;
  maxMs: number;
}

export function buildLargeMultiRefResponse(targetBytes: number): { xml: string; concepts: number } {
  // A small probe gives the size of one concept on the wire; then one build at the right size.
  const probe = drugsResponse(25).length;
  const perConcept = (drugsResponse(50).length - probe) / 100;
  const perGroup = Math.max(1, Math.ceil((targetBytes - probe + 100 * perConcept) / perConcept / 4));
  return { xml: drugsResponse(perGroup), concepts: perGroup * 4 };
}

function drugsResponse(perGroup: number): string {
  const groups: SampleValue[] = ['SBD', 'SCD', 'BPCK', 'GPCK'].map((tty, g) =>
    groupSample(
      tty,
      Array.from({ length: perGroup }, (_, i) =>
        conceptSample({
          CUI: i % 3 === 0 ? null : '',
          LAT: 'ENG',
          RXCUI: String(100000 + g * perGroup + i),
          STR: `atorvastatin ${i + 1} MG Oral Tablet [Lipitor & Co <${tty}>]`,
          SUPPRESS: 'N',
          SY: i % 2 ? '' : null,
          TTY: tty,
        }),
      ),
    ),
  );
  // Deterministic reversal stands in for Axis's HashSet order.
  return axisResponse(
    'getDrugs',
    { array: 'RxConceptGroup', items: groups },
    { shuffle: (ids) => ids.reverse() },
  );
}

export function benchDecodeMultiRef({ bytes = 1_000_000, runs = 9 } = {}): DecodeBenchResult {
  const { xml, concepts } = buildLargeMultiRefResponse(bytes);
  decodeSoapResponse(xml); // warm-up: JIT and the parser's first-use setup
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const t0 = performance.now();
    decodeSoapResponse(xml);
    times.push(performance.now() - t0);
  }
  times.sort((a, b) => a - b);
  return {
    bytes: xml.length,
    concepts,
    runs,
    medianMs: times[Math.floor(times.length / 2)]!,
    minMs: times[0]!,
    maxMs: times[times.length - 1]!,
  };
}
