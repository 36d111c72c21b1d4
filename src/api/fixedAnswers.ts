/**
 * The calls the spec answers with fixed data (§7 "Provider profile and contracts": "Application status, contract
 * completion and contract apply status calls are answered with fixed data"; E031–E033). The console makes no
 * request for them: this module is the one place that answers them, with the values the onboarding screens rely on
 * (docs/decisions.md E.8 item 3). They keep a call's shape (a promise) so a real call could replace one without
 * touching the screens.
 */

/** E031 application status: applications are always open to a registered provider. */
export interface ApplicationStatusAnswer {
  /** 1: a provider may apply (the only value). */
  applyOpen: 1;
}

/** E032 contract completion: the platform has prepared the contracts (the provider's signature is what remains). */
export interface ContractCompletionAnswer {
  /** 1: the contracts are generated and ready to sign (the only value). */
  prepared: 1;
}

/** E033 contract apply status: the contracts need no separate request once the application is approved. */
export interface ContractApplyStatusAnswer {
  /** 2: granted with the application's approval (the only value). */
  applyStatus: 2;
}

export const FIXED_APPLICATION_STATUS: Readonly<ApplicationStatusAnswer> = Object.freeze({ applyOpen: 1 });
export const FIXED_CONTRACT_COMPLETION: Readonly<ContractCompletionAnswer> = Object.freeze({ prepared: 1 });
export const FIXED_CONTRACT_APPLY_STATUS: Readonly<ContractApplyStatusAnswer> = Object.freeze({
  applyStatus: 2,
});

export const applicationStatus = (): Promise<ApplicationStatusAnswer> =>
  Promise.resolve({ ...FIXED_APPLICATION_STATUS });
export const contractCompletion = (): Promise<ContractCompletionAnswer> =>
  Promise.resolve({ ...FIXED_CONTRACT_COMPLETION });
export const contractApplyStatus = (): Promise<ContractApplyStatusAnswer> =>
  Promise.resolve({ ...FIXED_CONTRACT_APPLY_STATUS });
