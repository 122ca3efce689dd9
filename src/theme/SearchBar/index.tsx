// Replaces the classic theme's empty SearchBar with our own button and lazily loaded modal over the build-time index (DESIGN.md §8).
export {SearchTrigger as default} from '@site/src/features/search';
