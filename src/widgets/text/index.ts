export { Heading } from "./Heading";
export { ToneText, type Tone } from "./ToneText";
