/**
 * The per-file test map of `npm run mutate` (issue 15): each group names the core files it mutates and the test
 * files that pin them. A mutant is tested only against its group's tests (and, within them, only the tests that
 * reached it in the dry run), which keeps a run on 2 cores in reasonable time. Add a group when a core module
 * lands (the engine, a stand-in rule module).
 */
/** What pins the engine's rules and views (its three groups). */
const ENGINE_TESTS = [
  "src/resources/engine/*.test.{ts,tsx}",
  "src/resources/engine/export/*.test.{ts,tsx}",
  "src/resources/declaredResource.test.tsx",
];

export const MUTATION_GROUPS = [
  {
    name: "providers",
    // toast.ts (antd's message) and useSession.ts (a hook over session.ts) are UI glue the browser tests cover.
    // Surviving equivalent mutants (a disable comment would also hide killed mutants on their lines), in http.ts:
    // `value === undefined` in toQueryValue and `rest === undefined` in prepareRequest → false (JSON.stringify of
    // undefined is undefined); parsedBody's `typeof data === "string"` → false and its emptied catch (the transport has
    // parsed JSON text already; what is left is no envelope either way); `typeof body.msg === "string"` → true
    // (httpErrorText ignores a msg that is no text); the content type's `?? ""` (any text without "json");
    // `typeof disposition !== "string"` → false (exec of undefined does not match); `if (star)` → true (the
    // TypeError is caught, the plain name used); `responseType` (a Blob is read, JSON parsed, either way). guard.ts:
    // `url.origin !== base` → false (the checks above it leave no other origin). errors.ts: the error's name.
    // session.ts: read's catch emptied (every caller reads undefined as nothing stored). recordRoutes.ts:
    // recordViewPath's `typeof route !== "string"` → false (exec of a non-text reads "undefined" or "7": no match).
    mutate: [
      "src/providers/**/*.ts",
      "!src/providers/**/*.test.ts",
      "!src/providers/useSession.ts",
      "!src/providers/toast.ts",
    ],
    // Every providers test but toast.test.ts (no negated patterns in Stryker's testFiles).
    tests: [
      "src/providers/{accessControlProvider,dataProvider}.test.tsx",
      "src/providers/{authProvider,errors,guard,headers,http,httpEnvelope,httpExchange,httpTransport,i18nProvider}.test.ts",
      "src/providers/{earlyReads,passwordCipher,recordRoutes,session}.test.ts",
    ],
  },
  {
    name: "signing",
    // Surviving equivalent mutants: in canonicalQuery's sort, the comparisons of two equal values (`av <= bv`,
    // `av >= bv`, `true`/`false` for `av > bv`) only order identical "name=value" pairs, which join to the same text;
    // importKey's `extractable: true` changes nothing for a key that is never exported.
    mutate: ["src/api/signing.ts"],
    tests: ["src/api/signing.test.ts", "mocks/signatureVerifier.test.ts"],
  },
  {
    name: "contract-rules",
    // The request schemas' builders and the one 身份证号 rule (issue 42), pinned by their unit tests, the forms'
    // (the fields take their limits from them) and the stand-in's checks before its handlers. Surviving equivalent
    // mutant in idCard.ts: `idCardCheckChar(clean)` for `clean.slice(0, 17)` (it weighs the first 17 characters only).
    mutate: ["src/api/schema.ts", "src/api/schemaLimits.ts", "src/api/idCard.ts"],
    tests: [
      "src/api/schema.test.ts",
      "src/domain/personal/idCard.test.ts",
      "src/resources/workers/edit.test.ts",
      "mocks/requestSchema.test.ts",
      "mocks/workers/workerIdCard.test.ts",
    ],
  },
  {
    name: "domain",
    mutate: ["src/domain/**/*.ts", "!src/domain/**/*.test.ts"],
    tests: ["src/domain/**/*.test.ts", "mocks/validate.test.ts"],
  },
  {
    name: "tabs",
    mutate: [
      "src/layout/tabs/**/*.{ts,tsx}",
      "!src/layout/tabs/**/*.test.{ts,tsx}",
      "!src/layout/tabs/index.ts",
    ],
    tests: ["src/layout/tabs/**/*.test.{ts,tsx}"],
  },
  {
    name: "widgets",
    mutate: [
      "src/widgets/**/*{rules,Rules}.ts",
      "src/widgets/**/{phone,dateRange,paging}.ts",
      // What a click opens is loaded first (the engine's dialogs and actions' components, the bell, the dialer).
      // Its two survivors are equivalent: what loadedOnUse's lazy stand-in resolves with is never rendered (the
      // retry after the load renders the loaded component itself).
      "src/widgets/moduleLoader.ts",
    ],
    tests: [
      "src/widgets/moduleLoader.test.ts",
      "src/resources/engine/ActionBar.test.tsx",
      "src/widgets/address/addressRules.test.ts",
      "src/widgets/cashier/rules.test.ts",
      "src/widgets/cashier/cashierController.test.ts",
      "src/widgets/date-range/dateRange.test.tsx",
      "src/widgets/hotline/rules.test.ts",
      "src/widgets/masked-phone/MaskedPhone.test.tsx",
      "src/widgets/number-input/numberRules.test.ts",
      "src/widgets/number-input/NumberInput.test.tsx",
      "src/widgets/remote-select/paging.test.ts",
      "src/widgets/service-type/serviceType.test.tsx",
      "src/domain/upload/rules.test.ts",
    ],
  },
  {
    name: "stand-in",
    // Surviving equivalent mutants of mocks/signature.ts (left in the report, not disabled, because a disable comment
    // would also hide killed mutants on the same lines): prune()'s body, its size check (`if (true|false) return`)
    // and its `if (false) delete` only decide when memory is freed; `declaredPath && true` re-tries the same path;
    // `true && remembered >= now` is the same test, since `undefined >= now` is false.
    mutate: [
      "mocks/signature.ts",
      "mocks/sms.ts",
      "mocks/sessions.ts",
      "mocks/validate.ts",
      "mocks/loginThrottle.ts",
      "mocks/sizedJson.ts",
    ],
    tests: [
      "mocks/signatureVerifier.test.ts",
      "mocks/signature.test.ts",
      "mocks/validate.test.ts",
      "mocks/smsSessions.test.ts",
      "mocks/smsLimits.test.ts",
      "mocks/loginThrottle.test.ts",
      "mocks/sizedJson.test.ts",
    ],
  },
  // The engine (issue 42 §5) in three groups, each a run of its own on 2 cores (about 1,500 mutants in all, some 6 hours
  // in one run): its rules, its list views and its record views. Each is pinned by the views' jsdom tests (ListView,
  // ShowView, FormView and their .behaviour tests, ActionBar, ActionDialog, SearchForm, StatusTabs, LiveBanner,
  // export/ListExport), the request fields' tests and the declared resource's; a mutant runs only the tests that reached
  // it.
  {
    name: "engine-rules",
    // The search state ⇄ payload / query string, value formatting, which actions are offered, a form field's limits
    // from its call's request schema.
    // Surviving mutants of the request-field modules, left in the report: in requestLimits.ts the module-level
    // SENT_AS_IS set and isEmpty arrow (static mutants this runner does not reload; each input's check is pinned by
    // requestField.test.tsx, which fails when "text" is dropped from the set, tried by hand), and `if (x !== undefined)`
    // → `if (true)` before a bound (an undefined prop is no bound); in loadRequestLimits.ts the guard and the
    // cleanup of a load nothing waits for (an extra load when none is needed, a state set after unmount).
    // Equivalent survivors elsewhere: searchState.ts's `filters = []` defaults → `["Stryker was here"]` (a text is no
    // filter: its field reads undefined, which no value or parameter has), parseJson's emptied catch (it answers
    // undefined either way) and encodeSearch's `filter.initial ?? ""` (a non-blank value never encodes to either);
    // actions.ts's `menu: []` in holds (a btn check reads no menu), `typeof action.endpoint !== "function"` → true or
    // `""` (a per-record endpoint is a function, which servesCall counts as served), refine's `errorNotification` and
    // `successNotification` → true (the console gives refine no notification provider; the HTTP client toasts) and the
    // runner's useCallback dependencies.
    mutate: [
      "src/resources/engine/{searchState,rowSpans,format,actions,requestField,requestLimits,loadRequestLimits,firstPage}.ts",
    ],
    tests: ENGINE_TESTS,
  },
  {
    name: "engine-lists",
    // Surviving equivalent mutants, left in the report: in ListView.tsx the dependency arrays of values that never
    // change (the screen, refine's page setters), the selection reset to `["Stryker was here"]` (no row has that key),
    // refine's `filters` and `sorters` modes (the data provider reads neither: the search travels as meta.payload) and
    // `liveMode: ""` (refine subscribes only for a mode other than off it knows), the address replaced when it already
    // says the same, and history's title (browsers ignore it); in LiveBanner.tsx the callbacks' constant dependency
    // arrays; in ExportDialog.tsx `continuing`'s first value (set before the first call), the missing-`custom` check
    // and its message (the TypeError without it gives the same 导出失败 toast), `screen.export?.columns` (the dialog
    // opens only on a list with an export), the effect's dependencies, the percentage of a phase whose bar is not shown,
    // and the failure read of a phase that cannot hold one; the alert's margin.
    mutate: [
      "src/resources/engine/{ListView,SearchForm,StatusTabs,LiveBanner}.tsx",
      "src/resources/engine/export/ExportDialog.tsx",
    ],
    tests: ENGINE_TESTS,
  },
  {
    name: "engine-records",
    // Surviving equivalent mutants, left in the report: the url and method of a call that is disabled (ShowView's
    // sections and FormView's load without an endpoint), refine's `errorNotification` (no notification provider),
    // a dropped non-record row's `["Stryker was here"]`, a table's row key (React's warnings only), the query
    // key's "default" slot (refreshes match by prefix), the commands' string filter and `[]` (read through `includes`
    // only); FormView's dependency on `guardKey` (never changes), `() => null` for `() => undefined` (both no values),
    // the label and placement its save passes to the runner (not read) and `{ records: [] }` (the version is passed
    // apart); ActionBar's `if (action)` in the 更多 menu (its keys come from the actions); ActionDialog's
    // `if (loading) return` (确定 is disabled and no form rendered while loading). Not equivalent, left: ActionBar's
    // early load of a dialog's code (a module a test file has loaded stays loaded for its next tests), FormView's
    // dependency on the location and 保存 enabled before the request limits arrive (a load that never ends).
    mutate: ["src/resources/engine/{ShowView,FormView,ActionDialog,ActionBar}.tsx"],
    tests: ENGINE_TESTS,
  },
  {
    name: "build-plan",
    // The plan of the build's chunks by route (issue 44): which modules share a chunk, and when a small group joins.
    // Surviving equivalent mutant: a route root that is in no chunk gives `["Stryker was here"]` for `[]`, a file that
    // is no chunk either, which the closure skips.
    mutate: ["scripts/vitePlugins/routeGroups.ts"],
    tests: ["scripts/vitePlugins/routeGroups.test.ts"],
  },
  {
    name: "style-sheets",
    // The admin sheet of antd's styles (issue 44): linked once, after the public one, and antd's map read again only
    // once it has loaded and the public sheet's styles are in the page.
    mutate: ["src/theme/antdStyleSheets.ts"],
    tests: ["src/theme/antdStyleSheets.test.ts"],
  },
  {
    name: "gateway",
    // The stand-in's permission table and the gateway that applies it (a real gateway refuses what they refuse).
    mutate: ["mocks/permissions.ts", "mocks/gateway.ts"],
    tests: ["mocks/permissions.test.ts", "mocks/gateway.test.ts"],
  },
];
