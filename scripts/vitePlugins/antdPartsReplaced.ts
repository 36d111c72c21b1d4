/**
 * The imports inside antd that the console's build answers with modules of its own (issue 30), and the Vite plugin
 * that does it (vite.config.ts). Most parts are drawn only for an option no page of the console sets (ESLint refuses
 * those options, eslint.config.js), yet antd imports them unconditionally, so they were downloaded by every list page
 * or by /login; each such stand-in throws an error naming itself if a page ever asks for its part. One is antd's style
 * writer, answered by one that does the same with less work (issue 44; src/vendor/writtenStyles.ts).
 *
 * These are antd's private files, so the swaps hold only for the antd they were written against: antd is pinned to
 * its patch range (package.json, `~5.29.x`), and the build FAILS when a swap did not apply: when an importer below
 * was not part of the build (antd moved or renamed the file), or was built without ever asking for the import the
 * entry replaces (antd changed the import). Every entry is expected in every build of the console: each importer is
 * part of antd's ConfigProvider, Table, Form, Select, Tabs or popups, which every build contains. An entry that is no
 * longer needed is removed, with its stand-in, rather than left to apply to nothing.
 *
 * What each still saves (beside it below) was measured by building without it: the gzip bytes of a cold load's JS
 * (`npm run bundle`) of /order/index, and of /login for the Form part, with antd 5.29.3; docs/decisions.md, "antd
 * parts the console never shows".
 */
import path from "node:path";
import type { Plugin } from "vite";

export interface AntdPartReplaced {
  /** antd's module that imports the part: its path under node_modules. */
  importer: string;
  /** The specifier of the import replaced, exactly as the importer writes it. */
  source: string;
  /** The console's module that answers it, from the project root. */
  standIn: string;
}

const USE_SELECTION = "antd/es/table/hooks/useSelection.js";
const DYNAMIC_CSS = "rc-util/es/Dom/dynamicCSS";
const WRITTEN_STYLES = "src/vendor/writtenStyles.ts";
const RC_SET = "rc-util/es/utils/set";
const DEEP_MERGE = "src/vendor/deepMerge.ts";
const RC_IS_MOBILE = "rc-util/es/isMobile";
const IS_MOBILE_ONCE = "src/vendor/isMobileOnce.ts";

export const ANTD_PARTS_REPLACED: readonly AntdPartReplaced[] = [
  // Table's column filter menu: its search box, Menu, Radio, Tree, Empty (/order/index: 18,894 B gzip).
  {
    importer: "antd/es/table/hooks/useFilter/index.js",
    source: "./FilterDropdown",
    standIn: "src/vendor/tableColumnFilter.tsx",
  },
  // rc-tree's tree walking in Table's row selection (the three together: /order/index 2,997 B gzip).
  { importer: USE_SELECTION, source: "rc-tree/es/util", standIn: "src/vendor/tableTreeSelection.ts" },
  {
    importer: USE_SELECTION,
    source: "rc-tree/es/utils/conductUtil",
    standIn: "src/vendor/tableTreeSelection.ts",
  },
  {
    importer: USE_SELECTION,
    source: "rc-tree/es/utils/treeUtil",
    standIn: "src/vendor/tableTreeSelection.ts",
  },
  // Table's virtual grid (/order/index: 1,879 B gzip).
  {
    importer: "antd/es/table/InternalTable.js",
    source: "./RcTable/VirtualTable",
    standIn: "src/vendor/virtualTable.tsx",
  },
  // The Tooltip of Form.Item's label, with its popup engine (/login: 15,981 B gzip). Admin pages load antd's Tooltip
  // anyway; there the swap costs 0.5–0.7 KB, the chunks being split otherwise (/order/index: 645 B).
  {
    importer: "antd/es/form/FormItemLabel.js",
    source: "../tooltip",
    standIn: "src/vendor/formLabelTooltip.tsx",
  },
  // The style writer of every antd component and icon, called on each instance's mount: a style written already is
  // answered without searching the page's <style> elements (the order list's deep link: about 40 ms of 600).
  {
    importer: "@ant-design/cssinjs/es/hooks/useStyleRegister.js",
    source: DYNAMIC_CSS,
    standIn: WRITTEN_STYLES,
  },
  { importer: "@ant-design/icons/es/utils.js", source: DYNAMIC_CSS, standIn: WRITTEN_STYLES },
  // Button's loading icon, drawn once the button has been loading: antd's mounts a CSSMotion in every button, which
  // renders the button again inside the commit that mounted it (issue 44).
  {
    importer: "antd/es/button/button.js",
    source: "./DefaultLoadingIcon",
    standIn: "src/vendor/buttonLoadingIcon.tsx",
  },
  // Tabs' panels, drawn without rc-motion for a strip whose tabs hold no content (a list's status tabs, the open
  // pages' strip): rc-motion renders each tab again inside the commit that mounted it (issue 44).
  { importer: "rc-tabs/es/Tabs.js", source: "./TabPanelList", standIn: "src/vendor/tabPanelList.tsx" },
  // Table's hidden cell that measures a column: it measures as the ResizeObserver around it will, so a column of
  // fractional width does not render the whole table once more after its first rows (issue 44).
  {
    importer: "rc-table/es/Body/MeasureRow.js",
    source: "./MeasureCell",
    standIn: "src/vendor/tableMeasureCell.tsx",
  },
  // rc-util's deep merge, as ConfigProvider (its validate messages, on each mount) and rc-field-form call it: the same
  // result without copying the whole result once per value (a cold /order/index: about 70 ms at 4× CPU, issue 44).
  { importer: "antd/es/config-provider/index.js", source: RC_SET, standIn: DEEP_MERGE },
  { importer: "rc-field-form/es/useForm.js", source: RC_SET, standIn: DEEP_MERGE },
  { importer: "rc-field-form/es/utils/validateUtil.js", source: RC_SET, standIn: DEEP_MERGE },
  // rc-util's user-agent test, run as each popup trigger, select and tab strip mounts: asked once per page.
  { importer: "@rc-component/trigger/es/index.js", source: RC_IS_MOBILE, standIn: IS_MOBILE_ONCE },
  { importer: "rc-select/es/BaseSelect/index.js", source: RC_IS_MOBILE, standIn: IS_MOBILE_ONCE },
  { importer: "rc-tabs/es/Tabs.js", source: RC_IS_MOBILE, standIn: IS_MOBILE_ONCE },
];

/** Whether a module id of the build is `importer` (a path under node_modules). */
export function isImporter(id: string, importer: string): boolean {
  return id.replace(/\\/g, "/").split("?")[0].endsWith(`/node_modules/${importer}`);
}

/** Why a part did not apply in a build: its importer was not built, or never asked for the import. */
export function describeUnapplied(part: AntdPartReplaced, importerBuilt: boolean): string {
  const what = `${part.importer} → "${part.source}" (stand-in ${part.standIn})`;
  return importerBuilt
    ? `${what}: ${part.importer} was built but never imported "${part.source}" (antd changed the file?)`
    : `${what}: no module of the build is ${part.importer} (antd moved or renamed it?)`;
}

/**
 * The plugin: answers each part's import with its stand-in (`root`: the project root) and fails the build, naming
 * the parts, when one did not apply. `parts`: the table above, or a test's own.
 */
export function antdPartsReplaced(
  root: string,
  parts: readonly AntdPartReplaced[] = ANTD_PARTS_REPLACED,
): Plugin {
  /** Importers seen by resolveId (they are part of the build), and the parts that applied. */
  let importersBuilt = new Set<string>();
  let applied = new Set<AntdPartReplaced>();
  return {
    name: "provider-console:antd-parts-replaced",
    apply: "build",
    enforce: "pre",
    buildStart() {
      importersBuilt = new Set();
      applied = new Set();
    },
    resolveId(source, importer) {
      if (!importer) return null;
      let hit: AntdPartReplaced | undefined;
      for (const part of parts) {
        if (!isImporter(importer, part.importer)) continue;
        importersBuilt.add(part.importer);
        if (source === part.source) hit = part;
      }
      if (!hit) return null;
      applied.add(hit);
      return path.resolve(root, hit.standIn);
    },
    buildEnd(error) {
      // A build that failed already reports its own error.
      if (error) return;
      const unapplied = parts.filter((part) => !applied.has(part));
      if (unapplied.length === 0) return;
      this.error(
        `${unapplied.length} of antd's parts replaced by the console (scripts/vitePlugins/antdPartsReplaced.ts) ` +
          `did not apply, so antd's own would be bundled silently:\n` +
          unapplied
            .map((part) => `  - ${describeUnapplied(part, importersBuilt.has(part.importer))}`)
            .join("\n") +
          `\nantd is pinned to its patch range (package.json): after an upgrade, update the entries to antd's ` +
          `files, or remove an entry and its stand-in when antd no longer imports the part.`,
      );
    },
  };
}
