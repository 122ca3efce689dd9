/** Premium material in the docs: the gated reviewer body and the how-to-answer video. */
export {default as PremiumBody} from './PremiumBody';
export {default as PremiumVideo} from './PremiumVideo';
