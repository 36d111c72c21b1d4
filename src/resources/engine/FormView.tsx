/**
 * The generic form screen (the edit view): the record named by the query string loaded through refine's useCustom
 * (the endpoint in meta), the declared fields on the console's widgets with the declarations' messages, 保存 through
 * the engine's action runner (§8 toast on failure, the form keeps what was typed; success toast and a refresh of the
 * data queries), then where `after` says. Unsaved changes are guarded (leaveGuard.ts): leaving the form in a way that
 * drops them asks first. Renders a whole route (`formPage`) or inside a page's section.
 */
import { useCustom, type BaseRecord } from "@refinedev/core";
import { Button, Card, Form, Modal, Result, Skeleton, Space } from "antd";
import { useContext, useEffect, useMemo, useRef, useState, type ReactNode } from "react";
import { useLocation, useNavigate, useSearchParams } from "react-router";
import { ActionRecordContext } from "./actionRecord";
import { useRunAction } from "./actions";
import { FormFields, formValuesOut } from "./FormFields";
import { useRequestLimits } from "./loadRequestLimits";
import { useFormName } from "./formName";
import type { FormScreen, FormValues } from "./formTypes";
import {
  formsAt,
  KeptAliveContext,
  LEAVE_TEXT,
  setDirty,
  whenLeaving,
  type LeaveQuestion,
} from "./leaveGuard";
import { methodOf } from "../../queries/endpoint";
import { usePageGate, withPage } from "../../queries/pageShown";
import type { ActionDecl, AnyRecord } from "./types";
import { UploadsInFlightContext, useUploadsInFlight } from "../../widgets/upload";

export interface FormViewProps<L, S, Q> {
  screen: FormScreen<L, S, Q>;
  /** Called after a successful save (an embedding page closes its dialog, refreshes its copy…). */
  onSaved?: (result: unknown) => void;
}

/** The params the load call needs but the URL lacks, as 缺少… texts. */
function missingParams(requires: Readonly<Record<string, string>> | undefined, params: URLSearchParams) {
  return Object.entries(requires ?? {}).filter(([name]) => !params.get(name));
}

export function FormView<L, S, Q>({ screen, onSaved }: FormViewProps<L, S, Q>) {
  const [params] = useSearchParams();
  const missing = missingParams(screen.load?.requires, params);
  const load = screen.load;
  const gate = usePageGate();
  const { query, result } = useCustom<BaseRecord>({
    url: load?.endpoint.path ?? "",
    method: load ? methodOf(load.endpoint) : "get",
    config: { payload: load && missing.length === 0 ? load.payload(params) : undefined },
    meta: { endpoint: load?.endpoint },
    errorNotification: false,
    queryOptions: withPage(gate, { enabled: load !== undefined && missing.length === 0, retry: false }),
  });
  if (missing.length > 0) return <Result status="warning" title={`缺少${missing[0][1]}`} />;
  // Once loaded, the form stays: a failed refresh in the background (after a save) does not take it away.
  // (refine's `result` has a placeholder, an empty object, until the first answer: the query's own data tells one.)
  const answered = query.data !== undefined;
  if (load && !answered)
    return query.isError || query.isSuccess ? (
      <Result status="error" title={load.failed ?? "加载失败"} />
    ) : (
      <Skeleton active />
    );
  // The data provider answers what the endpoint declares (Endpoint<Q, L>): the answer is an L.
  const loaded = load ? (result.data as L) : undefined;
  return <LoadedForm screen={screen} loaded={loaded} params={params} onSaved={onSaved} />;
}

/** A snapshot to tell changed values from the starting ones (dates and files compare by their JSON). */
const snapshot = (values: FormValues) => JSON.stringify(values);

function LoadedForm<L, S, Q>({
  screen,
  loaded,
  params,
  onSaved,
}: FormViewProps<L, S, Q> & { loaded: L | undefined; params: URLSearchParams }) {
  const [form] = Form.useForm();
  const name = useFormName(screen.name);
  const navigate = useNavigate();
  const location = useLocation();
  const keptAlive = useContext(KeptAliveContext);
  const [modal, modalHolder] = Modal.useModal();
  const { run, running } = useRunAction();
  const uploads = useUploadsInFlight();
  const [guardKey] = useState(() => Symbol(screen.name));
  const fields = typeof screen.fields === "function" ? screen.fields(loaded) : screen.fields;
  // The starting values are computed once: a refresh of the loaded record after saving must not reset the form.
  const [initial] = useState(() => screen.initial?.(loaded, params) ?? {});
  const [startedFrom] = useState(loaded);
  const [tried, setTried] = useState(false);
  const clean = useRef(snapshot(initial));
  const where = useMemo(() => ({ pathname: location.pathname, search: location.search }), [location]);

  const ask = (question: LeaveQuestion) =>
    new Promise<boolean>((resolve) => {
      modal.confirm({
        title: question.title,
        content: question.content,
        okText: question.ok,
        cancelText: question.cancel,
        onOk: () => resolve(true),
        onCancel: () => resolve(false),
      });
    });
  const markDirty = () => {
    const changed = snapshot(form.getFieldsValue(true)) !== clean.current;
    setDirty(guardKey, changed ? { location: where, keptAlive, ask } : null);
  };
  const markClean = () => {
    clean.current = snapshot(form.getFieldsValue(true));
    setDirty(guardKey, null);
  };
  useEffect(() => () => setDirty(guardKey, null), [guardKey]);

  // Fields that fill the save call's request show once their limits are here (FormFields); 保存 waits for them
  // (disabled until then: a disabled button is not clicked, by Enter in a field either).
  const limitsHere = useRequestLimits(fields) !== undefined;
  const save = async () => {
    await uploads.settled();
    const values: FormValues | null = await form.validateFields().catch(() => null);
    if (!values) return;
    const out = formValuesOut(fields, { ...form.getFieldsValue(true), ...values });
    let answer: unknown;
    const success = screen.save.success;
    const action: ActionDecl<AnyRecord> = {
      key: screen.name,
      label: screen.submitLabel ?? "保存",
      placement: ["header"],
      endpoint: screen.save.endpoint,
      payload: () => screen.save.payload(out, loaded, params),
      refresh: screen.save.refresh,
      success: (result) => {
        answer = result;
        return typeof success === "function" ? success(result) : (success ?? "保存成功");
      },
    };
    // Made on the record as the form started from it (a colleague's change since is refused: its version is newer);
    // after a try, on the record as it is now (refreshed by the save or by the refusal).
    const ok = await run(action, { records: [] }, out, tried ? loaded : startedFrom);
    setTried(true);
    if (!ok) return;
    markClean();
    onSaved?.(answer);
    const next = screen.after?.(loaded, params, answer);
    if (next) navigate(next);
  };
  const cancel = screen.cancel?.(loaded, params);
  const leave = (to: string) => {
    whenLeaving(formsAt(where), () => {
      // 离开 throws the changes away: a tab that keeps this page shows the form as it started.
      form.setFieldsValue(initial);
      markClean();
      navigate(to);
    });
  };

  const title = typeof screen.title === "function" ? screen.title(loaded) : screen.title;
  const Extra = screen.extra;
  const horizontal = screen.layout === "horizontal";
  const body: ReactNode = (
    <Form
      form={form}
      name={name}
      layout={horizontal ? "horizontal" : "vertical"}
      labelCol={horizontal ? { flex: "140px" } : undefined}
      style={{ maxWidth: screen.maxWidth ?? 640 }}
      initialValues={initial}
      onValuesChange={markDirty}
      className="engine-action-form engine-form-view"
    >
      {Extra ? <Extra loaded={loaded} /> : null}
      <ActionRecordContext.Provider value={loaded}>
        <UploadsInFlightContext.Provider value={uploads.tracker}>
          <FormFields fields={fields} />
        </UploadsInFlightContext.Provider>
      </ActionRecordContext.Provider>
      <Form.Item label={horizontal ? " " : undefined} colon={false}>
        <Space>
          <Button
            type="primary"
            htmlType="submit"
            loading={running || uploads.waiting}
            disabled={!limitsHere}
            // Enter in a field clicks it too. Not through the form's own submit, which checks the fields at once:
            // save() first waits for the files still on their way up.
            onClick={(event) => {
              event.preventDefault();
              void save();
            }}
          >
            {screen.submitLabel ?? "保存"}
          </Button>
          {cancel !== undefined ? <Button onClick={() => leave(cancel)}>{LEAVE_TEXT.cancel}</Button> : null}
        </Space>
      </Form.Item>
      {modalHolder}
    </Form>
  );
  return title ? <Card title={title}>{body}</Card> : body;
}
