import * as v from "valibot";
import type { Endpoint } from "../src/api/endpoint";
import { schemasOf } from "../src/api/wire";

/** An answer of the stand-in that its call's answer schema refuses: a defect of the stand-in or of the schema. */
export class AnswerMismatch extends Error {
  override name = "AnswerMismatch";
}

/**
 * Holds a successful answer's data to the call's answer schema (src/api/wire), as a gateway is held by the
 * conformance run: throws AnswerMismatch naming the call, the field and the schema's message.
 */
export function checkAnswer(endpoint: Endpoint, data: unknown): void {
  const { answer } = schemasOf(endpoint);
  if (!answer) return;
  const result = v.safeParse(answer, data);
  if (result.success) return;
  const issue = result.issues[0];
  const where = v.getDotPath(issue) ?? "(the answer)";
  throw new AnswerMismatch(
    `${endpoint.method} ${endpoint.path} answered what its schema refuses at ${where}: ${issue.message} (got ${JSON.stringify(issue.input)})`,
  );
}
