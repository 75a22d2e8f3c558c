import { basketStore } from './store.ts';
import { entryId, type NewEntry } from './types.ts';

/**
 * What a basket button for one code says and does: "Add …" while the code is out, "Remove …"
 * (pressed) once it is in, and a press toggles it. Shared by the Mantine button of the detail
 * pages and the plain one of table rows, so both read and behave alike.
 */
export function basketToggle(entry: NewEntry, inBasket: boolean, short: boolean) {
  const id = entryId(entry.system, entry.code);
  const what = `${entry.system} ${entry.code}`;
  return {
    label: inBasket ? `Remove ${what} from the basket` : `Add ${what} to the basket`,
    text: inBasket ? '✓ In basket' : short ? '+ Basket' : '+ Add to basket',
    toggle: () => (inBasket ? basketStore().remove([id]) : basketStore().add([entry])),
  };
}
