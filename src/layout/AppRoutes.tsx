import { lazy, Suspense } from "react";
import { Navigate, Route, Routes } from "react-router";
import { routes } from "../resources";
import { devRoutes } from "./devRoutes";
import { FullPageSpin, RouteGate, RouteView } from "./guards";
import { SimpleLayout } from "./SimpleLayout";

const LoginPage = lazy(() => import("../pages/login/LoginPage"));
const ForgotPasswordPage = lazy(() => import("../pages/password/ForgotPasswordPage"));
const ApplyPage = lazy(() => import("../pages/apply/ApplyPage"));
const NotFoundPage = lazy(() =>
  import("../pages/errors/ErrorPage").then((m) => ({ default: m.NotFoundPage })),
);
const ForbiddenPage = lazy(() =>
  import("../pages/errors/ErrorPage").then((m) => ({ default: m.ForbiddenPage })),
);
const AdminLayout = lazy(() => import("./AdminLayout"));

/** The route tree: public pages, the simple layout, the admin layout with every declared route, and 404. */
export function AppRoutes() {
  return (
    <Suspense fallback={<FullPageSpin />}>
      <Routes>
        <Route element={<RouteGate />}>
          <Route path="/login" element={<LoginPage />} />
          <Route element={<SimpleLayout />}>
            <Route path="/password/index" element={<ForgotPasswordPage />} />
            <Route path="/apply/index" element={<ApplyPage />} />
          </Route>
          <Route path="/404" element={<NotFoundPage />} />
          <Route path="/401" element={<ForbiddenPage />} />
          <Route path="/" element={<Navigate to="/dashboard" replace />} />
          {routes
            .filter((route) => route.layout === "none")
            .map((route) => (
              <Route key={route.path} path={route.path} element={<RouteView route={route} />} />
            ))}
          <Route element={<AdminLayout />}>
            {[...routes, ...devRoutes]
              .filter((route) => route.layout !== "none")
              .map((route) => (
                <Route key={route.path} path={route.path} element={<RouteView route={route} />} />
              ))}
          </Route>
          <Route path="*" element={<Navigate to="/404" replace />} />
        </Route>
      </Routes>
    </Suspense>
  );
}
