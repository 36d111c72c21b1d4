import { AppRouter } from "./layout/AppRouter";
import { AppRoutes } from "./layout/AppRoutes";

/**
 * Wiring only: the router and the route tree. Refine and its providers wrap the authenticated branch
 * (src/AdminApp.tsx), loaded after login.
 */
export default function App() {
  return (
    <AppRouter>
      <AppRoutes />
    </AppRouter>
  );
}
