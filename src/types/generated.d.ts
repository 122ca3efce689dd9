// The map of static data files written by plugins/data-files.
declare module '@generated/data-files/default/files.json' {
  import type {DataFileMap} from '../config/dataFileMap';

  const map: DataFileMap;
  export default map;
}
