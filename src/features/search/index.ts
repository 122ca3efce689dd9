/** Site search: the navbar trigger, which loads the index and the modal on first use. */
import {setSearchOpen} from './SearchTrigger/openState';
export {default as SearchTrigger} from './SearchTrigger';

/** Opens the search modal from anywhere (the not-found page's button); the navbar's trigger loads it. */
export function openSearch(): void {
  setSearchOpen(true);
}
