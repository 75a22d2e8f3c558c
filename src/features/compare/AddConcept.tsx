import { compareToken, MAX_COMPARE, readCompareToken, type CompareId } from '../../lib/compareIds.ts';
import { ConceptNameInput } from '../../ui/ConceptNameInput.tsx';

interface Props {
  ids: readonly CompareId[];
  onAdd: (id: CompareId) => void;
}

/**
 * Adds one more concept to the comparison: by name (suggestions), by CUI, by any code the
 * app's identifier detector reads (`I21.9`, `D009203`, `GO:0005575`…: its concept), or an
 * RxNorm drug (`rxcui:161`, a bare RXCUI or an NDC: the drug's own column); says why when it
 * cannot.
 */
export function AddConcept({ ids, onAdd }: Props) {
  const full = ids.length >= MAX_COMPARE;
  const taken = (token: string) =>
    ids.some((i) => compareToken(i) === token) ? `${token} is already compared.` : null;
  return (
    <ConceptNameInput
      label="Add a concept"
      description={
        full
          ? `${MAX_COMPARE} is the most compared at once: remove one first.`
          : 'A name, a CUI, a code (I21.9, D009203, GO:0005575…), or a drug (rxcui:161, an RXCUI or an NDC)'
      }
      placeholder="heart failure, C0155626, I21.9 or rxcui:161"
      disabled={full}
      refuse={(cui) => taken(cui)}
      onPick={(cui) => onAdd({ kind: 'CUI', id: cui })}
      onDrug={(rxcui) => {
        const why = taken(compareToken({ kind: 'RXCUI', id: rxcui }));
        if (why) return why;
        onAdd({ kind: 'RXCUI', id: rxcui });
        return null;
      }}
      onOther={(text) => {
        if (!text.toLowerCase().startsWith('rxcui:')) return undefined;
        const id = readCompareToken(text);
        if (!id) return 'Write rxcui: and digits (e.g. rxcui:161).';
        const why = taken(compareToken(id));
        if (why) return why;
        onAdd(id);
        return null;
      }}
    />
  );
}
