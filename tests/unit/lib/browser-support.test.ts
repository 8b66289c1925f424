/** @jest-environment jsdom */
import { isRendered, supportsPopover } from "../../../src/lib/browser-support";

describe("supportsPopover", () => {
  const descriptor = Object.getOwnPropertyDescriptor(HTMLElement.prototype, "popover");
  afterEach(() => {
    if (descriptor) Object.defineProperty(HTMLElement.prototype, "popover", descriptor);
    else delete (HTMLElement.prototype as { popover?: unknown }).popover;
  });

  it("is false in a browser without the popover attribute", () => {
    delete (HTMLElement.prototype as { popover?: unknown }).popover;
    expect(supportsPopover()).toBe(false);
  });

  it("is true where elements have it", () => {
    Object.defineProperty(HTMLElement.prototype, "popover", { configurable: true, get: () => null });
    expect(supportsPopover()).toBe(true);
  });
});

describe("isRendered", () => {
  it("asks checkVisibility where the browser has it", () => {
    const element = document.createElement("a");
    element.checkVisibility = () => false;
    expect(isRendered(element)).toBe(false);
    element.checkVisibility = () => true;
    expect(isRendered(element)).toBe(true);
  });

  it("counts the element's boxes where it does not (Safari before 17.4)", () => {
    const element = document.createElement("a");
    Object.defineProperty(element, "checkVisibility", { value: undefined });
    element.getClientRects = () => [] as unknown as DOMRectList;
    expect(isRendered(element)).toBe(false);
    element.getClientRects = () => [{}] as unknown as DOMRectList;
    expect(isRendered(element)).toBe(true);
  });
});
