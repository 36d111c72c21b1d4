/**
 * Reading a dialog form's values: the widgets hand the form their own value shapes (an upload's files, the address
 * picker's ids), which reach an action's payload as `unknown`. These guards read them without trusting a cast.
 */
import type { AddressSelection } from "../../widgets/address/addressRules";

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null;
}

/** The stored paths of an upload field's files (none when the value is not a list of files). */
export function uploadPaths(value: unknown): string[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((file: unknown) =>
    isObject(file) && typeof file.filePath === "string" ? [file.filePath] : [],
  );
}

/** The first stored path of an upload field (e.g. a single photo). */
export function firstUploadPath(value: unknown): string | undefined {
  return uploadPaths(value)[0];
}

const id = (value: unknown) => (typeof value === "number" ? value : undefined);

/** The region ids chosen in an address picker (empty when nothing is chosen). */
export function addressSelection(value: unknown): AddressSelection {
  if (!isObject(value)) return {};
  return { province: id(value.province), city: id(value.city), area: id(value.area), town: id(value.town) };
}
