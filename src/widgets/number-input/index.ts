export { NumberInput, type NumberInputProps } from "./NumberInput";
export {
  DEFAULT_NUMBER_WARNING,
  DEFAULT_TO_FIXED,
  applyBlurRules,
  applyInputRules,
  boundText,
  parseNumberText,
  sanitizeNumberText,
  warningText,
  type NumberRules,
  type RuleResult,
} from "./numberRules";
