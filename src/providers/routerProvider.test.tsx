/**
 * The router binding's parse (routerProvider.ts), which matches an address once for every hook that asks: it answers
 * what refine's react-router binding answers, with a record view's address read as the record's.
 */
import { Refine, ResourceContext, type IResourceItem, type ParseResponse } from "@refinedev/core";
import baseRouterProvider from "@refinedev/react-router";
import { act, render, screen } from "@testing-library/react";
import { useContext } from "react";
import { MemoryRouter, useLocation, useNavigate } from "react-router";
import { describe, expect, it } from "vitest";
import { SCREENS } from "../api/screens";
import { refineResources, routes } from "../resources";
import { matchRecordAddress } from "./recordRoutes";
import { routerProvider } from "./routerProvider";

const useBaseParse = baseRouterProvider.parse!;
const useOurParse = routerProvider.parse!;

/** refine's binding's answer, then the record view of the address when refine's matching finds none. */
function expectedParse(base: ParseResponse, search: string, resources: IResourceItem[]): ParseResponse {
  if (base.resource || !base.pathname) return base;
  const record = matchRecordAddress(base.pathname, search, resources);
  if (!record) return base;
  return {
    ...base,
    resource: record.resource,
    action: record.action,
    ...(record.id !== undefined ? { id: record.id } : {}),
  };
}

interface Parsed {
  ours: ParseResponse;
  expected: ParseResponse;
}

function Probe({ onParsed }: { onParsed: (parsed: Parsed) => void }) {
  const base = useBaseParse()();
  const ours = useOurParse()();
  const { resources } = useContext(ResourceContext);
  const { search } = useLocation();
  onParsed({ ours, expected: expectedParse(base, search, resources) });
  return null;
}

function parsedAt(address: string): Parsed {
  let parsed: Parsed | undefined;
  const { unmount } = render(
    <MemoryRouter initialEntries={[address]}>
      <Refine
        routerProvider={routerProvider}
        resources={refineResources}
        options={{ disableTelemetry: true }}
      >
        <Probe onParsed={(answer) => (parsed = answer)} />
      </Refine>
    </MemoryRouter>,
  );
  unmount();
  if (!parsed) throw new Error(`nothing parsed at ${address}`);
  return parsed;
}

const queries = [
  "",
  "?currentPage=2&pageSize=20",
  "?to=%2Forder%2Findex%3Fa%3D1",
  "?to=%252Forder%252Findex",
  "?filters[0][field]=status&filters[0][value]=1&sorters[0][order]=desc",
  "?orderNo=SO%2F1&workerId=7&serverNo=A&workOrderId=3&serviceOrderNo=B&id=9",
  "?currentPage=x&pageSize=020",
];
const addresses = [
  ...new Set([...routes.map((route) => route.path), "/", "/nowhere", "/order/watch/detail/SO1"]),
].flatMap((path) => queries.map((query) => path + query));

describe("the router binding's parse", () => {
  it("answers refine's binding's parse on every declared address, a record view read as its record", () => {
    expect(addresses.length).toBeGreaterThan(100);
    for (const address of addresses) {
      const { ours, expected } = parsedAt(address);
      expect({ address, ...ours }).toEqual({ address, ...expected });
    }
  });

  it("follows the address within one session: another record of the same view, another query", () => {
    const seen: string[] = [];
    function Record() {
      const parsed = useOurParse()();
      const navigate = useNavigate();
      seen.push(`${String(parsed.id)} ${String(parsed.params?.currentPage)}`);
      return (
        <button onClick={() => navigate(`${SCREENS.orderDetail}?orderNo=SO2&currentPage=3`)}>next</button>
      );
    }
    render(
      <MemoryRouter initialEntries={[`${SCREENS.orderDetail}?orderNo=SO1`]}>
        <Refine
          routerProvider={routerProvider}
          resources={refineResources}
          options={{ disableTelemetry: true }}
        >
          <Record />
        </Refine>
      </MemoryRouter>,
    );
    act(() => screen.getByRole("button", { name: "next" }).click());
    expect(seen.at(0)).toBe("SO1 undefined");
    expect(seen.at(-1)).toBe("SO2 3");
  });

  it("reads a record view's address as the record's resource, action and id", () => {
    const { ours } = parsedAt(`${SCREENS.orderDetail}?orderNo=SO1`);
    expect(ours.resource?.identifier).toBe(SCREENS.orderList);
    expect(ours.action).toBe("show");
    expect(ours.id).toBe("SO1");
    expect(ours.params).toMatchObject({ orderNo: "SO1" });
  });
});
