/** Site search: the navbar trigger, which loads the index and the modal on first use. */
export {default as SearchTrigger} from './SearchTrigger';
