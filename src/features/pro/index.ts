/** Pro enquiries: the form candidates send and the list admins read. */
export {default as EnquiryForm, PRO_LOGIN_PATH} from './EnquiryForm';
export {default as EnquiryList} from './EnquiryList';
