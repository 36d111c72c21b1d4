// The one-way import rules of the code base (docs/architecture.md, "Layers"), enforced by ESLint's
// no-restricted-imports. Relative specifiers are matched by depth: a file's globs fix how many `../` lead out of its
// layer, so each pattern says exactly which folder an import reaches. Each message names the rule it enforces.

const rule = (name, why) => `Layer rule "${name}": ${why} (docs/architecture.md, "Layers").`;

const STAND_IN = rule(
  "the stand-in never imports console UI code",
  "mocks/ may use src/api and src/domain (the contract and the rules both sides share), never widgets, layout, resources, providers or pages",
);
const WIDGETS = rule(
  "widgets never import layout or resources",
  "a widget is a building block; move what it needs into src/widgets, src/domain or src/queries",
);
const ENGINE = rule(
  "the engine never imports a vertical",
  "the engine renders declarations it is given (the frame hands it the route); it imports only itself, resources/types.ts and resources/groups.ts",
);
const VERTICALS = rule(
  "verticals never import each other",
  "a resource folder imports the engine, src/resources/types.ts, groups.ts and catalogues.ts, and the floors below (api, domain, queries, providers, widgets); shared pieces go down a floor",
);
const RESOURCES_LAYOUT = rule(
  "resources never import the layout",
  "the frame imports the resources, not the other way; queries both need live in src/queries",
);
const RESOURCES_PAGES = rule(
  "resources never import the public pages",
  "src/pages (login, register, onboarding) may use resource sections; the other way, shared pieces belong in src/widgets",
);
const DOMAIN = rule(
  "domain imports only domain and api",
  "src/domain holds rules the console and the stand-in share",
);
const API = rule("api imports only api", "src/api is the contract: endpoints and their types");

/** `levels` ../ segments: the regex of a specifier that climbs exactly that far and then enters `folder`. */
const up = (levels) => `^(?:\\.\\./){${levels}}`;
const pattern = (regex, message) => ({ regex, message });
const restrict = (files, patterns, ignores = []) => ({
  files,
  ignores: ["**/*.test.{ts,tsx}", ...ignores],
  rules: { "no-restricted-imports": ["error", { patterns }] },
});

/** Files of a vertical `depth` folders below src/resources/<vertical>/ (0 = directly in it). */
function verticalRules(depth) {
  const toResources = up(depth + 1);
  return restrict(
    [`src/resources/*/${"*/".repeat(depth)}*.{ts,tsx}`],
    [
      pattern(`${toResources}(?!engine(?:/|$)|types$|groups$|catalogues$)[^./]`, VERTICALS),
      pattern(`${toResources}?$|${toResources}index$`, VERTICALS),
      pattern(`${up(depth + 2)}(?:layout|dev)(?:/|$)`, RESOURCES_LAYOUT),
      pattern(`${up(depth + 2)}pages(?:/|$)`, RESOURCES_PAGES),
    ],
    ["src/resources/engine/**"],
  );
}

export const layerRules = [
  restrict(
    ["mocks/**/*.ts"],
    [pattern("(?:^|/)src/(?:widgets|layout|resources|providers|pages|dev)(?:/|$)", STAND_IN)],
  ),
  restrict(
    ["src/widgets/**/*.{ts,tsx}"],
    [pattern(`^(?:\\.\\./)+(?:layout|resources|pages|dev)(?:/|$)`, WIDGETS)],
  ),
  restrict(
    ["src/resources/engine/*.{ts,tsx}"],
    [
      pattern(`^\\.\\.(?:/index)?$`, ENGINE),
      pattern(`${up(1)}(?!engine(?:/|$)|types$|groups$)[^./]`, ENGINE),
      pattern(`${up(2)}(?:layout|dev)(?:/|$)`, RESOURCES_LAYOUT),
      pattern(`${up(2)}pages(?:/|$)`, RESOURCES_PAGES),
    ],
  ),
  verticalRules(0),
  verticalRules(1),
  verticalRules(2),
  restrict(["src/domain/*.ts"], [pattern(`${up(1)}(?!domain/|api(?:/|$))[^./]`, DOMAIN)]),
  restrict(
    ["src/domain/*/*.ts"],
    [pattern(`${up(2)}(?!domain/|api(?:/|$))[^./]`, DOMAIN), pattern(`${up(3)}`, DOMAIN)],
  ),
  restrict(["src/api/*.ts"], [pattern(`${up(1)}[^./]`, API)]),
  restrict(["src/api/*/*.ts"], [pattern(`${up(2)}[^./]`, API)]),
];
