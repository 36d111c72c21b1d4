/**
 * The record keeping of an order (src/domain/orders/recordCommands.ts): 提货 and 确认签收 in the detail header (they
 * move the goods' logistics and so the marks), 添加备注 on the 订单备注 section, 修改地址 on the customer section,
 * 上传凭证 on the 服务凭证 section, which this file declares too. Each is offered when the account holds its code
 * and the server allows its command on the order.
 */
import { api } from "../../api";
import type { OrderVoucher } from "../../api/order/admin";
import type { OrderDetail } from "../../api/order/types";
import type { Enumeration } from "../../domain/enumeration";
import { type ActionDecl, addressSelection, type FormFieldDecl, requestFields, section } from "../engine";
import {
  orderNoOf,
  paths,
  photosOf,
  remarkOf,
  text,
  type OrderLike,
  type RequestFieldOf,
} from "./actionParts";

// The dialogs' fields: their limits are the calls' request schemas'.
const pickUpField = requestFields(api.order.operations.pickUp);
const receiptField = requestFields(api.order.operations.confirmReceipt);
const remarkField = requestFields(api.order.operations.remark);
const addressField = requestFields(api.order.operations.modifyAddress);
const voucherField = requestFields(api.order.operations.uploadVoucher);

const outcome = (yes: string, no: string): Enumeration<number> => [
  { value: 1, label: yes },
  { value: 0, label: no },
];

/**
 * A result (radio), photos when it went well, a reason when it did not. The call takes a request without either
 * (its schema); its handler requires the one the result asks for, as the form does where it shows.
 */
function outcomeForm<Result extends string>(
  field: RequestFieldOf<Result | "images" | "reason">,
  result: Result,
  label: string,
  options: Enumeration<number>,
  proof: string,
  reason: string,
): { fields: FormFieldDecl[]; initial: () => Record<string, unknown> } {
  return {
    fields: [
      field(result, { label, input: "radio", options }),
      field("images", {
        label: proof,
        input: "upload",
        kind: "image",
        when: (values) => values[result] === 1,
        requiredWhenShown: true,
      }),
      field("reason", {
        label: reason,
        input: "textarea",
        when: (values) => values[result] === 0,
        requiredWhenShown: true,
      }),
    ],
    initial: () => ({ [result]: 1 }),
  };
}

export function logisticsActions<R extends OrderLike>(): ActionDecl<R>[] {
  return [
    {
      key: "pickUp",
      label: "提货",
      code: "order:pickUp",
      placement: ["header"],
      form: {
        title: "登记提货",
        ...outcomeForm(
          pickUpField,
          "pickedUp",
          "提货结果",
          outcome("提货成功", "提货失败"),
          "提货照片",
          "失败原因",
        ),
      },
      endpoint: api.order.operations.pickUp,
      payload: (target, values) => ({
        orderNo: orderNoOf(target),
        pickedUp: values.pickedUp === 1,
        images: values.pickedUp === 1 ? paths(values.images) : [],
        reason: values.pickedUp === 1 ? undefined : text(values.reason),
      }),
      success: "提货结果已登记",
    },
    {
      key: "confirmReceipt",
      label: "确认签收",
      code: "order:confirmReceipt",
      placement: ["header"],
      form: {
        title: "客户签收",
        ...outcomeForm(
          receiptField,
          "signed",
          "签收结果",
          outcome("客户已签收", "客户拒签"),
          "签收照片",
          "拒签原因",
        ),
      },
      endpoint: api.order.operations.confirmReceipt,
      payload: (target, values) => ({
        orderNo: orderNoOf(target),
        signed: values.signed === 1,
        images: values.signed === 1 ? paths(values.images) : [],
        reason: values.signed === 1 ? undefined : text(values.reason),
      }),
      success: "签收结果已登记",
    },
  ];
}

export function remarkAction<R extends OrderLike>(): ActionDecl<R> {
  return {
    key: "remark",
    label: "添加备注",
    code: "order:remark",
    placement: ["header"],
    form: {
      title: "添加订单备注",
      fields: [remarkField("content", { label: "备注内容", input: "textarea" })],
    },
    endpoint: api.order.operations.remark,
    payload: (target, values) => ({ orderNo: orderNoOf(target), content: text(values.content) }),
    success: "备注已添加",
  };
}

export function modifyAddressAction<R extends OrderLike>(): ActionDecl<R> {
  return {
    key: "modifyAddress",
    label: "修改地址",
    code: "order:modifyAddress",
    placement: ["header"],
    form: {
      title: "修改服务地址",
      fields: [
        // Province, city and district (东莞 and 中山 end at the city): the form asks for all of them.
        { name: "region", label: "所在地区", input: "address", level: 3, required: true },
        addressField("detailAddress", { label: "详细地址", input: "text" }),
        addressField("reason", { label: "修改原因", input: "textarea" }),
      ],
    },
    endpoint: api.order.operations.modifyAddress,
    payload: (target, values) => {
      const region = addressSelection(values.region);
      return {
        orderNo: orderNoOf(target),
        provinceId: region.province,
        cityId: region.city,
        areaId: region.area,
        detailAddress: text(values.detailAddress),
        reason: text(values.reason),
      };
    },
    success: "服务地址已修改",
  };
}

export function uploadVoucherAction<R extends OrderLike>(): ActionDecl<R> {
  return {
    key: "uploadVoucher",
    label: "上传凭证",
    code: "order:uploadVoucher",
    placement: ["header"],
    form: { title: "上传服务凭证", fields: [photosOf(voucherField, "凭证照片"), remarkOf(voucherField)] },
    endpoint: api.order.operations.uploadVoucher,
    payload: (target, values) => ({
      orderNo: orderNoOf(target),
      images: paths(values.images),
      remark: text(values.remark),
    }),
    success: "服务凭证已上传",
  };
}

/** 服务凭证: each upload (and a 天猫 completion's photos) as a timeline entry with its photos, newest first. */
export const voucherSection = section<OrderDetail, OrderVoucher[]>({
  key: "vouchers",
  title: "服务凭证",
  from: api.order.admin.queryOrderVoucher,
  empty: "暂无服务凭证",
  timeline: (vouchers) =>
    vouchers.map((voucher) => ({
      time: voucher.gmtCreatedTime,
      title: `${voucher.operator} 上传 ${voucher.images.length} 张`,
      content: voucher.remark ?? undefined,
      media: voucher.images,
    })),
  actions: [uploadVoucherAction<OrderDetail>()],
});
