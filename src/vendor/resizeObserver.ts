/**
 * Stands in for the `resize-observer-polyfill` package in the build (vite.config.ts aliases it here): rc-resize-observer
 * (antd's Table, Tabs, Select, Input …) imports the polyfill, which ships its own implementation (about 2 KB gzip on
 * every page) and uses it only where the browser has none. Every browser of the build target (Vite's
 * baseline-widely-available) has ResizeObserver.
 */
export default globalThis.ResizeObserver;
