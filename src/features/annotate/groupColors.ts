/** A colour per semantic group (Mantine's palette, so dark mode has them too). */
const COLORS: Record<string, string> = {
  DISO: 'var(--mantine-color-red-6)',
  CHEM: 'var(--mantine-color-blue-6)',
  ANAT: 'var(--mantine-color-green-7)',
  PROC: 'var(--mantine-color-grape-6)',
  PHYS: 'var(--mantine-color-teal-6)',
  LIVB: 'var(--mantine-color-lime-7)',
  GENE: 'var(--mantine-color-orange-6)',
  PHEN: 'var(--mantine-color-cyan-6)',
  ACTI: 'var(--mantine-color-yellow-7)',
  DEVI: 'var(--mantine-color-indigo-5)',
  CONC: 'var(--mantine-color-gray-6)',
  OBJC: 'var(--mantine-color-gray-5)',
  OCCU: 'var(--mantine-color-pink-5)',
  ORGA: 'var(--mantine-color-violet-5)',
  GEOG: 'var(--mantine-color-dark-3)',
};

export const groupColor = (group: string | null): string =>
  (group && COLORS[group]) || 'var(--mantine-color-gray-6)';
