import { REVIEW_FLOW } from "../../domain/orders/feeReview";
import { ORDER_STATUS_B, REDEEM_STATUS } from "../../domain/orders/merchantStatus";
import { orderDetail } from "./detail";

/** Issue 43: the detail shows the statuses derived from set A and each fee line's review, from their tables. */
const sectionOf = (key: string) => orderDetail.sections.find((s) => s.key === key)!;
const titled = (decls: readonly { title: string }[] | undefined, title: string) =>
  decls?.find((decl) => decl.title === title);

describe("order detail: 商家端状态, 核销状态 and 审核状态", () => {
  it("shows 商家端状态 and 核销状态 right after 订单状态 in the base info", () => {
    const fields = sectionOf("base").fields ?? [];
    expect(fields.slice(1, 4).map((field) => field.title)).toEqual(["订单状态", "商家端状态", "核销状态"]);
    expect(titled(fields, "商家端状态")).toMatchObject({
      field: "merchantOrderStatus",
      value: { enum: ORDER_STATUS_B },
    });
    expect(titled(fields, "核销状态")).toMatchObject({
      field: "redeemStatus",
      value: { enum: REDEEM_STATUS },
    });
  });

  it("shows each fee record's 审核状态 with the review flow's tones", () => {
    expect(titled(sectionOf("fees").columns, "审核状态")).toMatchObject({
      field: "reviewFlow",
      value: { enum: REVIEW_FLOW },
    });
  });
});
