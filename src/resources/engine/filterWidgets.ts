/**
 * The search form's remote widgets (SearchForm.tsx): the worker and merchant searches and the address picker, each
 * with its own calls, loaded after the list's first render (issue 44: less work and fewer bytes before the first
 * rows). Loaded in two steps like the parts in ./later.ts: the list loads this module, which loads the widget, so the
 * widget's files are not named in the list's own chunk. Its own module: ./later.ts loads the cards, which import the
 * search form.
 */
export const loadWorkerSelect = () =>
  import("../../widgets/worker-select").then((m) => ({ default: m.WorkerSelect }));
export const loadMerchantSelect = () =>
  import("../../widgets/remote-select/MerchantSelect").then((m) => ({ default: m.MerchantSelect }));
export const loadAddressPicker = () =>
  import("../../widgets/address/AddressPicker").then((m) => ({ default: m.AddressPicker }));
