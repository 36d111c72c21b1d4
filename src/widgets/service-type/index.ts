export {
  ServiceTypePicker,
  SERVICE_TYPE_LABELS,
  type ServiceTypeNames,
  type ServiceTypePickerProps,
} from "./ServiceTypePicker";
export { ServiceTypeChecks, type ServiceTypeChecksProps } from "./ServiceTypeChecks";
export {
  forgetAllServiceTypes,
  loadAllServiceTypes,
  loadCategoriesFromApi,
  loadServiceTypesFromApi,
  serviceTypeNames,
  useAllServiceTypes,
  type AllServiceTypes,
  type CategoryLoader,
  type ServiceTypeLoader,
} from "./serviceTypes";
export {
  SCOPE_TYPE_OPTIONS,
  categoryLabel,
  categoryLevels,
  chooseServiceType,
  effectiveServiceId,
  isScopeType,
  normalizeServiceType,
  showsServiceType,
  type ServiceTypeLevel,
  type ServiceTypeValue,
  type ShownCategoryLevel,
} from "./serviceTypeRules";
