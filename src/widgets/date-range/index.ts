export { DateRangeFilter, type DateRangeFilterProps } from "./DateRangeFilter";
export { DATE_TIME_FORMAT, dateRangeQuery, toDayRange, type DayRange } from "./dateRange";
