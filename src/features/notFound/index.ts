/** The not-found page's body (src/theme/NotFound/Content uses it). */
export {default as NotFoundHelp} from './NotFoundHelp';
