/** Pro enquiries: the form candidates send and the list admins read. */
export {default as EnquiryForm, } from './EnquiryForm';
export {default as EnquiryList} from './EnquiryList';
