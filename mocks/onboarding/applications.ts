import * as profile from "../../src/api/worker/profile";
import { APPLY_MESSAGES } from "../../src/domain/onboarding";
import { BizError } from "../errors";
import { checkedRequest } from "../requestSchema";
import { defineRoutes } from "../router";
import { mountApplicationExtras } from "./applicationsExtras";
import {
  APPLY_BIZ,
  applyForm,
  readApplication,
  resubmitApplication,
  submitApplication,
} from "./applicationStore";

/**
 * The provider application of onboarding (issue 11, E014, E022, E023):
 * - getProviderApplyInfo (query provider_id): the caller's own application, null before the first submission;
 * - submitProviderApply: settlePhase 0 → 1 (审核中), once;
 * - reSubmitProviderApply: only a rejected application (settlePhase 2 → 1), the whole form again.
 * The platform's review is the development page /api/__dev__/applications (see applicationsExtras.ts).
 */
export default defineRoutes((r) => {
  r.serve(profile.getProviderApplyInfo, (ctx) => {
    const user = ctx.requireUser();
    // A query's text arrives as it came: the schema checked it trimmed.
    const providerId = checkedRequest(profile.getProviderApplyInfo, ctx.payload).provider_id.trim();
    if (providerId !== user.providerId) throw new BizError(APPLY_BIZ.notFound, APPLY_MESSAGES.notOwn);
    return readApplication(ctx.db, providerId);
  });

  r.serve(profile.submitProviderApply, (ctx) => {
    const user = ctx.requireUser();
    const form = applyForm(checkedRequest(profile.submitProviderApply, ctx.payload));
    submitApplication(ctx.db, user.providerId, form, ctx.clock());
    return null;
  });

  r.serve(profile.reSubmitProviderApply, (ctx) => {
    const user = ctx.requireUser();
    const form = applyForm(checkedRequest(profile.reSubmitProviderApply, ctx.payload));
    resubmitApplication(ctx.db, user.providerId, form, ctx.clock());
    return null;
  });
}, mountApplicationExtras);
