/**
 * /order/measure-info 订单详情 (measure info): a measure order's rooms, their measurements and images
 * (measureOrderRoomInfo). Reached from 测量信息 on a measure order (service type 3).
 */
import { api } from "../../api";
import type { OrderDetail } from "../../api/order/types";
import { ORDER_STATUS } from "../../domain/orders";
import { section, type ShowScreen } from "../engine";
import { MeasureRooms } from "./MeasureRooms";

export const measureInfo: ShowScreen<OrderDetail> = {
  base: api.order.provider.orderDetail,
  heading: (order) => `测量信息：${order.orderNo}`,
  sections: [
    section({
      key: "order",
      title: "订单信息",
      fields: [
        { field: "orderNo", title: "订单号" },
        { field: "orderStatus", title: "订单状态", value: { enum: ORDER_STATUS } },
        { field: "customerName", title: "客户姓名" },
        { field: "address", title: "服务地址" },
      ],
    }),
    section({
      key: "rooms",
      title: "房间测量",
      when: (order) => (order.serverTypeList ?? []).includes(3),
      from: api.order.admin.measureOrderRoomInfo,
      component: MeasureRooms,
    }),
  ],
};
