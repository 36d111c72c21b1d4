export { MaskedPhone, type MaskedPhoneProps } from "./MaskedPhone";
export { COPY_FAILURE_TEXT, COPY_SUCCESS_TEXT, copyText, maskPhone } from "./phone";
