/*
 * Runs before the first paint (a file, not inline: the Content-Security-Policy allows scripts from 'self' only).
 * Picks the skeleton index.html paints while the console's code loads: the admin frame on an admin route when a
 * session is stored (data-boot="admin", data-boot-sider="closed" when the sider was collapsed), else the title
 * splash. The public paths repeat src/providers/guard.ts PUBLIC_PATHS (a unit test keeps them equal).
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
  root.setAttribute("data-boot", token && PUBLIC_PATHS.indexOf(path) < 0 ? "admin" : "public");
  if (sider === "0") root.setAttribute("data-boot-sider", "closed");
})();
