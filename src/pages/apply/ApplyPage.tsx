import { Card, Result } from "antd";
import { usePageTitle } from "../../layout/pageTitle";

/**
 * /apply/index — provider application / onboarding. The onboarding steps come in a later issue; until then the
 * page says plainly where the application stands.
 */
export default function ApplyPage() {
  usePageTitle("入驻申请");
  return (
    <Card>
      <Result
        status="info"
        title={<h1 className="result-heading">您的入驻申请正在审核中</h1>}
        subTitle="平台将在审核通过后通知您；审核完成并签署合同后，即可进入服务商工作台。如需帮助，请联系平台客服。"
      />
    </Card>
  );
}
