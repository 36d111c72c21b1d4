import { groupedOptions } from "./groups";

const toOption = (n: number) => ({ value: n, label: `#${n}` });

describe("groupedOptions", () => {
  it("is the flat list when no record has a group", () => {
    expect(groupedOptions([1, 2], toOption, () => undefined)).toEqual([toOption(1), toOption(2)]);
  });

  it("puts records under their group titles, groups in the order they first appear", () => {
    const groupOf = (n: number) => (n % 2 ? "单" : "双");
    expect(groupedOptions([2, 1, 4, 3], toOption, groupOf)).toEqual([
      { label: "双", title: "双", options: [toOption(2), toOption(4)] },
      { label: "单", title: "单", options: [toOption(1), toOption(3)] },
    ]);
  });

  it("gives the group function every record", () => {
    const groupOf = (_n: number, all: readonly number[]) => (all.includes(9) ? "有九" : undefined);
    expect(groupedOptions([1], toOption, groupOf)).toEqual([toOption(1)]);
    expect(groupedOptions([9], toOption, groupOf)).toEqual([
      { label: "有九", title: "有九", options: [toOption(9)] },
    ]);
  });
});
