import { Button } from "antd";
import { StatusMessage } from "../StatusMessage";
import { Component, type ErrorInfo, type ReactNode } from "react";
import { COMPONENT_MISSING_MESSAGE, PageLoadError } from "./loadPage";

interface Props {
  children: ReactNode;
  /** Loads the page again (a fresh attempt at the chunk). */
  onRetry(): void;
  /** Failed attempts so far: from the second one on, a full page reload is offered as well. */
  attempts: number;
}

interface State {
  error: Error | null;
}

function describe(error: Error): { title: string; detail: string } {
  if (error instanceof PageLoadError) {
    if (error.kind === "timeout")
      return { title: "页面加载超时", detail: `${error.message}，请检查网络后重试。` };
    if (error.kind === "noComponent")
      return { title: COMPONENT_MISSING_MESSAGE, detail: "页面组件未能加载，请重试或联系管理员。" };
    return { title: "页面加载失败", detail: "页面资源下载失败，可能是网络中断或系统已更新，请重试。" };
  }
  return { title: "页面出错了", detail: error.message || "页面渲染时发生错误，请重试。" };
}

/** Catches a route page that fails to load (or to render) and offers 重试 (spec §8: chunk load time-out 120 s). */
export class PageLoadBoundary extends Component<Props, State> {
  state: State = { error: null };

  static getDerivedStateFromError(error: unknown): State {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }

  componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error("route page failed", error, info.componentStack);
  }

  render() {
    const { error } = this.state;
    if (!error) return this.props.children;
    const { title, detail } = describe(error);
    return (
      <StatusMessage
        status="warning"
        title={title}
        subTitle={detail}
        extra={[
          <Button
            key="retry"
            type="primary"
            onClick={() => {
              this.setState({ error: null });
              this.props.onRetry();
            }}
          >
            重试
          </Button>,
          this.props.attempts > 1 ? (
            <Button key="reload" onClick={() => window.location.reload()}>
              刷新页面
            </Button>
          ) : null,
        ]}
      />
    );
  }
}
