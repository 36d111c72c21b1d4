import { useId } from "react";

/**
 * A form name unique in the document. antd derives each field's id from its form's name (`${name}_${field}`), or
 * from the field alone when the form has none: two forms with a field of the same name (a list's filters and the
 * dialog over it, or the pages of two open tabs, kept alive in one document) then give two inputs one id, and a
 * label's `for` names the first of them. `prefix` keeps the id readable (`filter-R5_workerName`).
 */
export function useFormName(prefix: string): string {
  const unique = useId().replace(/[^A-Za-z0-9]/g, "");
  return `${prefix.replace(/[^A-Za-z0-9-]/g, "-")}-${unique}`;
}
