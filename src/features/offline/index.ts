/** Offline reading (DESIGN.md §11a): the offline bar and the "Save the whole reviewer" control. */
export {default as OfflineIndicator} from './OfflineIndicator';
export {default as SaveForOffline} from './SaveForOffline';
