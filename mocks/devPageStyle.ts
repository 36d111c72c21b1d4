/**
 * The look the stand-in's development pages share (模拟支付, 入驻申请审核, 师傅接单, 实时推送): the page, the
 * "development only" note, the result notice and the tables. Each page adds its own rules after it.
 */
export const DEV_PAGE_STYLE = `  body { font: 14px/1.6 system-ui, sans-serif; margin: 24px; color: #222; }
  .dev { background: #fff7e6; border: 1px solid #ffd591; padding: 8px 12px; margin-bottom: 16px; }
  .notice { background: #f6ffed; border: 1px solid #b7eb8f; padding: 8px 12px; margin-bottom: 16px; }
  table { border-collapse: collapse; } th, td { border: 1px solid #ddd; padding: 6px 10px; text-align: left; }`;
