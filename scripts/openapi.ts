/**
 * `npm run openapi`: writes the OpenAPI 3.1 document of the contract (scripts/openapiDocument.ts) to
 * docs/openapi.json, formatted as the repository formats JSON, and prints one line of counts. Run it after changing a
 * declaration of src/api: scripts/openapi.test.ts fails while the committed document differs from the contract's.
 */
import { writeFileSync } from "node:fs";
import path from "node:path";
import { format, resolveConfig } from "prettier";
import { ROOT } from "./lib.mjs";
import { buildOpenApiDocument, documentSummary, OPENAPI_FILE, projectVersion } from "./openapiDocument";

const file = path.join(ROOT, OPENAPI_FILE);
const document = buildOpenApiDocument(projectVersion());
// Prettier's JSON, so that `npm run lint` accepts the file as written.
const text = await format(JSON.stringify(document, null, 2), {
  ...(await resolveConfig(file)),
  filepath: file,
});
writeFileSync(file, text);
const { calls, chosen, withRequest, withAnswer } = documentSummary(document);
console.log(
  `${OPENAPI_FILE}: ${calls} calls, ${chosen} chosen paths, ${withRequest} with a request schema, ${withAnswer} with an answer schema`,
);
