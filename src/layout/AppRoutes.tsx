import { lazy, Suspense } from "react";
import { Route, Routes } from "react-router";
import { loadAdminApp } from "./adminChunks";
import { AdminSkeleton, PublicSplash } from "./boot/BootSkeleton";
import { Redirect, RouteGate } from "./guards";
import { RouteProgressBar } from "./progress/RouteProgressBar";
import { RootFontSize } from "./rootFontSize";

const SimpleLayout = lazy(() => import("./SimpleLayout"));
const LoginPage = lazy(() => import("../pages/login/LoginPage"));
const ForgotPasswordPage = lazy(() => import("../pages/password/ForgotPasswordPage"));
const ApplyPage = lazy(() => import("../pages/apply/ApplyPage"));
const NotFoundPage = lazy(() =>
  import("../pages/errors/ErrorPage").then((m) => ({ default: m.NotFoundPage })),
);
const ForbiddenPage = lazy(() =>
  import("../pages/errors/ErrorPage").then((m) => ({ default: m.ForbiddenPage })),
);
const AdminApp = lazy(loadAdminApp);

/**
 * The route tree: the guard around everything, the public pages, the simple layout, and the authenticated part
 * (src/AdminApp.tsx: every declared route, the admin layout and 404), loaded lazily. refine is loaded with the
 * authenticated part and with the onboarding page (ApplyPage renders inside src/pages/shared/PublicRefine.tsx, with
 * the same QueryClient), never with /login; the guard itself runs outside refine.
 */
export function AppRoutes() {
  return (
    <>
      <RootFontSize />
      <RouteProgressBar />
      {/* Never a blank page while code loads: the title splash, or the admin frame's skeleton (./boot). */}
      <Suspense fallback={<PublicSplash />}>
        <Routes>
          <Route element={<RouteGate />}>
            <Route path="/login" element={<LoginPage />} />
            <Route element={<SimpleLayout />}>
              <Route path="/password/index" element={<ForgotPasswordPage />} />
              <Route path="/apply/index" element={<ApplyPage />} />
            </Route>
            <Route path="/404" element={<NotFoundPage />} />
            <Route path="/401" element={<ForbiddenPage />} />
            <Route path="/" element={<Redirect to="/dashboard" />} />
            <Route
              path="*"
              element={
                <Suspense fallback={<AdminSkeleton />}>
                  <AdminApp />
                </Suspense>
              }
            />
          </Route>
        </Routes>
      </Suspense>
    </>
  );
}
