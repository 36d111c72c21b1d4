export {
  ServiceTypePicker,
  loadCategoriesFromApi,
  type CategoryLoader,
  type ServiceTypeNames,
  type ServiceTypePickerProps,
} from "./ServiceTypePicker";
export {
  SCOPE_TYPE_OPTIONS,
  categoryLabel,
  categoryLevels,
  chooseServiceType,
  isScopeType,
  normalizeServiceType,
  type ServiceTypeLevel,
  type ServiceTypeValue,
  type ShownCategoryLevel,
} from "./serviceTypeRules";
