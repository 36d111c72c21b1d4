import { readFileSync } from "node:fs";
import path from "node:path";
import { compileErrors, validate } from "@readme/openapi-parser";
import { allEndpoints } from "../src/api/allEndpoints";
import { ROOT } from "./lib.mjs";
import { buildOpenApiDocument, OPENAPI_FILE, projectVersion, type OpenApiDocument } from "./openapiDocument";

const document = buildOpenApiDocument(projectVersion());

function operationsOf(doc: OpenApiDocument): { key: string; op: Record<string, unknown> }[] {
  return Object.entries(doc.paths).flatMap(([p, item]) =>
    Object.entries(item).map(([method, op]) => ({ key: `${method.toUpperCase()} ${p}`, op })),
  );
}

describe("the OpenAPI document of the contract", () => {
  it("is a valid OpenAPI 3.1 document", async () => {
    const result = await validate(structuredClone(document) as never);
    expect(result.valid ? "" : compileErrors(result)).toBe("");
    expect(result.warnings).toEqual([]);
  });

  it("lists every declared endpoint exactly once, under its method and path", () => {
    const listed = operationsOf(document).map(({ key }) => key);
    const declared = allEndpoints.map((endpoint) => `${endpoint.method} ${endpoint.path}`);
    expect(listed.length).toBe(allEndpoints.length);
    expect(new Set(listed).size).toBe(listed.length);
    expect([...listed].sort()).toEqual([...declared].sort());
  });

  it("marks the chosen paths, and only those, x-chosen-path", () => {
    const chosen = operationsOf(document)
      .filter(({ op }) => "x-chosen-path" in op)
      .map(({ key, op }) => [key, op["x-chosen-path"]]);
    const declared = allEndpoints
      .filter((endpoint) => endpoint.chosenPath)
      .map((endpoint) => [`${endpoint.method} ${endpoint.path}`, true]);
    expect(chosen.sort()).toEqual(declared.sort());
  });

  it("gives each call its permission, effect and envelope", () => {
    const byKey = new Map(operationsOf(document).map(({ key, op }) => [key, op]));
    for (const endpoint of allEndpoints) {
      const op = byKey.get(`${endpoint.method} ${endpoint.path}`)!;
      expect(op.summary).toBe(endpoint.summary);
      expect(op["x-permission"]).toEqual(endpoint.permission);
      expect(op["x-effect"]).toEqual(endpoint.effect);
      if (endpoint.response === "json") {
        expect(JSON.stringify((op.responses as Record<string, unknown>)["200"])).toContain(
          "#/components/schemas/Envelope",
        );
      }
    }
  });

  it("names only declared security schemes, and signs every call", () => {
    const schemes = Object.keys(document.components.securitySchemes as object);
    for (const { key, op } of operationsOf(document)) {
      const requirements = op.security as Record<string, string[]>[];
      for (const requirement of requirements) {
        expect(
          Object.keys(requirement).filter((name) => !schemes.includes(name)),
          key,
        ).toEqual([]);
        expect(Object.keys(requirement), key).toContain("signature");
      }
    }
  });

  it(`is what ${OPENAPI_FILE} holds (else run npm run openapi)`, () => {
    const committed: unknown = JSON.parse(readFileSync(path.join(ROOT, OPENAPI_FILE), "utf8"));
    expect(
      committed,
      `${OPENAPI_FILE} is not the document of the contract: run \`npm run openapi\` and commit the file`,
    ).toEqual(JSON.parse(JSON.stringify(document)));
  });
});
