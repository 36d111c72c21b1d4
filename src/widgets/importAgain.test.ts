import { chunkNamedBy, importAgain } from "./importAgain";

const chunk = `${location.origin}/assets/DashboardPage-Cfhsc9x6.js`;
const chromiumFailure = () => new TypeError(`Failed to fetch dynamically imported module: ${chunk}`);

describe("importAgain", () => {
  it("imports the failed chunk at a new address on each later try, and keeps to the address that loaded", async () => {
    const importer = vi.fn().mockRejectedValueOnce(chromiumFailure());
    const byAddress = vi
      .fn()
      .mockRejectedValueOnce(new TypeError(`Failed to fetch dynamically imported module: ${chunk}?retry=1`))
      .mockResolvedValue({ default: "page" });
    await expect(importAgain(importer, byAddress)).rejects.toThrow(TypeError);
    await expect(importAgain(importer, byAddress)).rejects.toThrow(TypeError);
    await expect(importAgain(importer, byAddress)).resolves.toEqual({ default: "page" });
    // A later import (another visit): the browser still answers the build's address with its failure.
    await expect(importAgain(importer, byAddress)).resolves.toEqual({ default: "page" });
    expect(byAddress.mock.calls).toEqual([[`${chunk}?retry=1`], [`${chunk}?retry=2`], [`${chunk}?retry=2`]]);
    expect(importer).toHaveBeenCalledTimes(1);
  });

  it("calls the importer again when its error names no chunk of this site (Safari's)", async () => {
    const importer = vi
      .fn()
      .mockRejectedValueOnce(new TypeError("Importing a module script failed."))
      .mockResolvedValue({ default: "page" });
    const byAddress = vi.fn();
    await expect(importAgain(importer, byAddress)).rejects.toThrow(TypeError);
    await expect(importAgain(importer, byAddress)).resolves.toEqual({ default: "page" });
    expect(byAddress).not.toHaveBeenCalled();
  });
});

describe("chunkNamedBy", () => {
  it("finds the chunk in chromium's and Firefox's messages, without its query", () => {
    expect(chunkNamedBy(chromiumFailure())).toBe(chunk);
    expect(chunkNamedBy(new TypeError(`error loading dynamically imported module: ${chunk}?retry=3`))).toBe(
      chunk,
    );
  });

  it("names nothing of another site, nor a message without an address", () => {
    expect(
      chunkNamedBy(new TypeError("Failed to fetch dynamically imported module: https://elsewhere.test/a.js")),
    ).toBe(undefined);
    expect(chunkNamedBy(new TypeError("Importing a module script failed."))).toBe(undefined);
    expect(chunkNamedBy("not an error")).toBe(undefined);
  });
});
