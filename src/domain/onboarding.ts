/**
 * Onboarding rules of the application (/apply/index). The settlePhase table (0 已注册·未提交申请 … 6+ 入驻完成) is
 * the one in ./personal/settlePhase.ts, shared with the personal centre; it is re-exported here.
 */
export { SETTLE_PHASE, SETTLE_PHASES, settlePhaseLabel } from "./personal";

/** Application review status (getProviderApplyInfo.applyStatus). */
export const APPLY_STATUS = { reviewing: 1, approved: 2, rejected: 3 } as const;

/** Service types a provider can apply for (install 1, repair 2, measure 3 — the service ids of the category calls). */
export const APPLY_SERVER_TYPES = [
  { value: 1, label: "安装" },
  { value: 2, label: "维修" },
  { value: 3, label: "测量" },
] as const;

/** Unified social credit code: 18 characters, digits and capital letters without I, O, S, V, Z. */
export const CREDIT_CODE_PATTERN = /^[0-9A-HJ-NPQRTUWXY]{2}\d{6}[0-9A-HJ-NPQRTUWXY]{10}$/;

/** Validation messages of the application, shared by the form and the stand-in. */
export const APPLY_MESSAGES = {
  companyName: "请输入公司名称",
  creditCode: "请输入统一社会信用代码",
  creditCodeFormat: "统一社会信用代码格式不正确",
  legalPerson: "请输入法人姓名",
  legalPersonIdCard: "请输入法人身份证号",
  contactName: "请输入联系人",
  contactMobile: "请输入联系人手机号",
  mobileFormat: "手机格式不正确",
  area: "请选择公司所在地区",
  detailAddress: "请输入详细地址",
  businessLicense: "请上传营业执照",
  idCardFront: "请上传法人身份证人像面",
  idCardBack: "请上传法人身份证国徽面",
  serverTypes: "请选择服务类型",
  categories: "请至少选择一个服务类目",
  coverAreas: "请至少添加一个服务区域",
  alreadySubmitted: "入驻申请已提交，请勿重复提交",
  notRejected: "当前申请未被驳回，不能重新提交",
  notOwn: "只能查看本服务商的入驻申请",
  auditAdvise: "请填写驳回原因",
  notReviewing: "该申请不在审核中",
  noApplication: "该服务商没有入驻申请",
  notPaid: "只有保证金已缴、待开通的服务商可以开通",
} as const;
