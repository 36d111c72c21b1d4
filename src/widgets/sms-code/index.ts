export { SmsCodeSendButton, type SendCode, type SmsCodeSendButtonProps } from "./SmsCodeButton";
export { useCountdown } from "./useCountdown";
