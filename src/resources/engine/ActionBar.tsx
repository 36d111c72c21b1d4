/**
 * The actions of a record (a row, a detail header, a section) or of the selected rows (batch): links navigate,
 * confirmations ask first, dialog forms collect their fields, custom components take over. Row actions past the
 * third sit in a 更多 menu.
 *
 * A confirmation or a dialog works on the record as it was when it opened: its write carries that record's version,
 * so a colleague's change made meanwhile (shown live behind the dialog) is refused rather than overwritten. After a
 * failed try, the next one is made on the record as shown now (refreshed after the refusal).
 *
 * A phone's card (CardList.tsx) shows fewer actions before 更多 and renders 更多 itself (`inline`, `more`).
 */
import { DownOutlined } from "@ant-design/icons";
import { App, Button, Dropdown, Space, type MenuProps } from "antd";
import { Suspense, useContext, useEffect, useRef, useState, type ComponentType } from "react";
import { useNavigate } from "react-router";
import { usePermission } from "../../providers/usePermission";
import { isOffered, SharedRunAction, useRunAction, type RunAction } from "./actions";
import { moduleLoader, preloadOf, useLoadThen } from "../../widgets/moduleLoader";
import type { ActionDecl, ActionTarget, AnyRecord } from "./types";

/** Row actions shown inline before the rest go into 更多. */
export const INLINE_ROW_ACTIONS = 3;

/** The dialog form (its inputs: upload, date, …): loaded when an action is about to open one, not with the list. */
const dialog = moduleLoader(() => import("./ActionDialog"));
/**
 * The dialog's code and the limits of the requests its fields fill (./loadRequestLimits.ts) together: loaded one
 * after the other, the limits came some 60 ms after the dialog's code, and the first dialog waited for both.
 */
const loadDialog = () =>
  Promise.all([
    dialog.load(),
    // Its chunk asked for now, not once its loader's own chunk has arrived and run (after the dialog's code).
    import("./requestLimits").catch(() => undefined),
    import("./loadRequestLimits").then((limits) => limits.requestLimitsTried()),
  ]);
const preloadDialog = preloadOf({ load: loadDialog });

/** What starts the load of what the action opens, ahead of its click; none for an action that opens nothing. */
function preloadFor<R extends AnyRecord>(action: ActionDecl<R>): (() => void) | undefined {
  const load = action.component?.load;
  if (load) return preloadOf({ load });
  return action.form && !action.component ? preloadDialog : undefined;
}

/**
 * Loads what the row actions open (their dialogs, their own components) while the list is idle: the first click on a
 * row's action then opens at once, instead of after the dialog's code and its request limits (issue 44).
 */
export function preloadRowActions<R extends AnyRecord>(actions: readonly ActionDecl<R>[]): void {
  actions.forEach((action) => action.placement.includes("row") && preloadFor(action)?.());
}

export interface ActionBarProps<R extends AnyRecord> {
  actions: readonly ActionDecl<R>[];
  placement: "row" | "header" | "batch" | "toolbar";
  /** The record (row, header, section) … */
  record?: R;
  /** … or the selected rows (batch). */
  records?: R[];
  /** The record's allowed commands; undefined = not restricted. */
  commands?: readonly string[];
  /** Row style: small link buttons. */
  compact?: boolean;
  /** With `compact`: the actions shown before 更多. */
  inline?: number;
  /** With `compact`: 更多 as the caller renders it, given its menu (default a menu shown on hover). */
  more?: ComponentType<{ menu: MenuProps }>;
}

/** The bar, running its actions through the list's runner (SharedRunAction) or, outside a list, one of its own. */
export function ActionBar<R extends AnyRecord>(props: ActionBarProps<R>) {
  const shared = useContext(SharedRunAction);
  return shared ? <Bar {...props} run={shared} /> : <BarWithOwnRunner {...props} />;
}

function BarWithOwnRunner<R extends AnyRecord>(props: ActionBarProps<R>) {
  const { run } = useRunAction();
  return <Bar {...props} run={run} />;
}

function Bar<R extends AnyRecord>({
  actions,
  placement,
  record,
  records,
  commands,
  compact,
  inline = INLINE_ROW_ACTIONS,
  more: More,
  run,
}: ActionBarProps<R> & { run: RunAction }) {
  const navigate = useNavigate();
  const { modal } = App.useApp();
  const loadThen = useLoadThen();
  // The action open in a dialog, with its target as it was when it opened.
  const [open, setOpen] = useState<{ action: ActionDecl<R>; target: ActionTarget<R> } | null>(null);
  const latest = useRef(record);
  useEffect(() => {
    latest.current = record;
  });
  const { mayDo } = usePermission();
  const offered = actions.filter(
    (action) => action.placement.includes(placement) && isOffered(action, record, mayDo, commands),
  );
  // An open dialog stays when its action is no longer offered (the record changed behind it): what was typed stays.
  if (offered.length === 0 && !open) return null;
  const target = (records ? { records } : record ? { record } : { records: [] }) as ActionTarget<R>;

  const start = (action: ActionDecl<R>) => {
    if (action.link && record) navigate(action.link(record));
    else if (action.form || action.component) {
      // Opened once its code is here (src/widgets/moduleLoader.ts): at once when it is.
      const load = action.component ? action.component.load : dialog.loaded() ? undefined : loadDialog;
      loadThen(load, () => setOpen({ action, target }));
    } else if (action.confirm) {
      const text = typeof action.confirm === "function" ? action.confirm(record!) : action.confirm;
      let tried = false;
      // Awaited (antd's `then` on the confirmation): a failed onOk keeps it open, and antd does not throw the
      // failure on as an unhandled rejection (an uncaught error in the console on every refused call).
      void modal
        .confirm({
          title: action.label,
          content: text,
          okText: "确定",
          cancelText: "取消",
          okButtonProps: { danger: action.danger },
          onOk: async () => {
            const ok = await run(action, target, {}, tried ? latest.current : target.record);
            tried = true;
            // Keep the confirmation open when the call fails (its toast says why).
            if (!ok) throw new Error(action.label);
          },
        })
        .then(
          () => undefined,
          () => undefined,
        );
    } else void run(action, target, {});
  };

  const disabled = placement === "batch" && (records?.length ?? 0) === 0;
  const button = (action: ActionDecl<R>) => (
    <Button
      key={action.key}
      type={compact ? "link" : placement === "batch" || placement === "toolbar" ? "primary" : undefined}
      size={compact ? "small" : undefined}
      danger={action.danger}
      disabled={disabled}
      onClick={(event) => {
        event.stopPropagation();
        start(action);
      }}
      onPointerEnter={preloadFor(action)}
      onFocus={preloadFor(action)}
      style={compact ? { paddingInline: 4 } : undefined}
    >
      {action.label}
    </Button>
  );

  const shown = compact ? offered.slice(0, inline) : offered;
  const more = compact ? offered.slice(inline) : [];
  const menu: MenuProps = {
    items: more.map((action) => ({ key: action.key, label: action.label, danger: action.danger })),
    onClick: ({ key, domEvent }) => {
      domEvent.stopPropagation();
      const action = more.find((a) => a.key === key);
      if (action) start(action);
    },
  };
  const Custom = open?.action.component;
  const Dialog = dialog.loaded()?.default;
  return (
    <>
      <Space size={compact ? 0 : 8} wrap>
        {shown.map(button)}
        {more.length > 0 &&
          (More ? (
            <More menu={menu} />
          ) : (
            <Dropdown menu={menu}>
              <Button type="link" size="small" style={{ paddingInline: 4 }}>
                更多 <DownOutlined />
              </Button>
            </Dropdown>
          ))}
      </Space>
      {open && open.action.form && !Custom && Dialog && (
        <Suspense fallback={null}>
          <Dialog action={open.action} target={open.target} latest={record} onClose={() => setOpen(null)} />
        </Suspense>
      )}
      {open && Custom && record && (
        // A custom action may be loaded on first use (a detail drawer): nothing shows until it is there.
        <Suspense fallback={null}>
          <Custom record={record} onClose={() => setOpen(null)} />
        </Suspense>
      )}
    </>
  );
}
