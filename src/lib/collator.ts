/**
 * An `Intl.Collator` made on first use, not when its module loads: the first collator of a
 * page costs 20–60 ms of the main thread in Chromium (ICU loads its collation data), and the
 * modules that sort load with every data page, where that time went before the first paint
 * (measured on the concept, search and drug pages). Now the concept and search pages
 * make none until a table is sorted; the drug page makes one when its related concepts, which
 * it lists by name, arrive.
 */
export function lazyCollator(options: Intl.CollatorOptions): () => Intl.Collator {
  let collator: Intl.Collator | undefined;
  return () => (collator ??= new Intl.Collator(undefined, options));
}
