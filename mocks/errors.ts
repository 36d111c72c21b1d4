import { SUCCESS_CODE, type Envelope } from "../src/api/endpoint";

/**
 * A business failure: the stand-in answers HTTP 200 with the envelope `{code, msg, data: null}`, like the real
 * back end. Throw it from a handler.
 */
export class BizError extends Error {
  constructor(
    readonly code: number,
    message: string,
  ) {
    super(message);
    this.name = "BizError";
  }
}

/** Envelope code of a validation failure. */
export const INVALID_CODE = 400;

/** Bad input: throws a BizError with code 400 and the Chinese message. */
export function invalid(msg: string): never {
  throw new BizError(INVALID_CODE, msg);
}

export function ok<T>(data: T): Envelope<T> {
  return { code: SUCCESS_CODE, msg: "success", data };
}

export function failure(code: number, msg: string): Envelope<null> {
  return { code, msg, data: null };
}
