/** Longer search strings are cut: no terminology name is near this, and the URL must stay usable. */
export const MAX_STRING = 500;
