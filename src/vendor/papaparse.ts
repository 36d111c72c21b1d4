/**
 * Stands in for the `papaparse` package in the build (vite.config.ts aliases it here): @refinedev/core imports it for
 * its CSV hooks (`useImport`, `useExport`), which the console does not use (its export is its own, engine/export), so
 * the parser (about 9 KB gzip) would otherwise load with every admin page. A call says so instead of failing quietly.
 */
function notInTheBuild(): never {
  throw new Error(
    "papaparse is not part of the console's build (refine's useImport / useExport are not used)",
  );
}

export default { parse: notInTheBuild, unparse: notInTheBuild };
