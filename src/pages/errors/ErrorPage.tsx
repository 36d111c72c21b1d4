import { Button, Result } from "antd";
import { useNavigate } from "react-router";
import { usePageTitle } from "../../layout/pageTitle";
import * as session from "../../providers/session";

interface ErrorPageProps {
  status: "404" | "403";
  code: "404" | "401";
  title: string;
  subTitle: string;
}

function ErrorPage({ status, code, title, subTitle }: ErrorPageProps) {
  usePageTitle(code);
  const navigate = useNavigate();
  const loggedIn = Boolean(session.getToken());
  return (
    <main style={{ padding: "48px 16px" }}>
      <Result
        status={status}
        title={<h1 className="result-heading">{title}</h1>}
        subTitle={subTitle}
        extra={
          <Button type="primary" onClick={() => navigate(loggedIn ? "/" : "/login", { replace: true })}>
            {loggedIn ? "返回首页" : "返回登录页"}
          </Button>
        }
      />
    </main>
  );
}

/** /404 */
export function NotFoundPage() {
  return <ErrorPage status="404" code="404" title="404" subTitle="抱歉，您访问的页面不存在。" />;
}

/** /401 — also where a forbidden deep link leads. */
export function ForbiddenPage() {
  return <ErrorPage status="403" code="401" title="401" subTitle="抱歉，您没有访问该页面的权限。" />;
}
