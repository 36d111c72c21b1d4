/*
 * Runs before the first paint (a file, not inline: the Content-Security-Policy allows scripts from 'self' only).
 * Picks the skeleton index.html paints while the console's code loads: the admin frame on an admin route when a
 * session is stored (data-boot="admin", data-boot-sider="closed" when the sider was collapsed), else the title
 * splash. The public paths repeat src/providers/guard.ts PUBLIC_PATHS (a unit test keeps them equal). On an admin
 * route, starts loading the admin sheet of antd's styles that index.html names.
 */
/* global document, location, localStorage */
(function () {
  var PUBLIC_PATHS = ["/login", "/password/index", "/404", "/401", "/apply/index"];
  var root = document.documentElement;
  var path = location.pathname.length > 1 ? location.pathname.replace(/\/+$/, "") : location.pathname;
  var token = null;
  var sider = null;
  try {
    token = localStorage.getItem("token");
    sider = localStorage.getItem("sidebarStatus");
  } catch {
    // Storage blocked: the splash is shown.
  }
  var admin = token && PUBLIC_PATHS.indexOf(path) < 0;
  root.setAttribute("data-boot", admin ? "admin" : "public");
  if (sider === "0") root.setAttribute("data-boot-sider", "closed");
  // The admin sheet of antd's styles (src/theme/antdStyleSheets.ts links it with the admin code): asked for now,
  // beside the scripts, on an admin route.
  var adminSheet = document.querySelector('meta[name="antd-admin-styles"]');
  if (admin && adminSheet) {
    var preload = document.createElement("link");
    preload.rel = "preload";
    preload.as = "style";
    preload.href = adminSheet.getAttribute("content");
    document.head.appendChild(preload);
  }
})();
