import { fireEvent, render, screen } from "@testing-library/react";
import { LabelList } from "./LabelList";
import { providerLabels, splitLabels, type LabelEntry } from "./labels";

const label = (labelName: string, provPlatform = true): LabelEntry => ({
  labelName,
  labelDescription: `${labelName}说明`,
  labelIcon: "",
  labelVisible: { provPlatform },
});

const LABELS = [label("金牌"), label("隐藏", false), label("好评"), label("准时"), label("新人")];

describe("label rules", () => {
  it("keeps only the labels visible on the provider platform", () => {
    expect(providerLabels(LABELS).map((l) => l.labelName)).toEqual(["金牌", "好评", "准时", "新人"]);
    expect(providerLabels(null)).toEqual([]);
  });

  it("shows 2 by default and puts the rest aside", () => {
    const { shown, rest } = splitLabels(LABELS);
    expect(shown.map((l) => l.labelName)).toEqual(["金牌", "好评"]);
    expect(rest.map((l) => l.labelName)).toEqual(["准时", "新人"]);
    expect(splitLabels(LABELS, 3).rest.map((l) => l.labelName)).toEqual(["新人"]);
  });
});

describe("LabelList", () => {
  it("renders 2 tags and +N with the others in a tooltip", async () => {
    render(<LabelList labels={LABELS} />);
    expect(screen.getByText("金牌")).toBeInTheDocument();
    expect(screen.getByText("好评")).toBeInTheDocument();
    expect(screen.queryByText("准时")).toBeNull();
    expect(screen.queryByText("隐藏")).toBeNull();
    fireEvent.mouseEnter(screen.getByText("+2"));
    expect(await screen.findByText("准时")).toBeInTheDocument();
    expect(screen.getByText("新人")).toBeInTheDocument();
  });

  it("renders nothing without visible labels", () => {
    const { container } = render(<LabelList labels={[label("隐藏", false)]} />);
    expect(container).toBeEmptyDOMElement();
  });
});
