/** @jest-environment node */
import * as behaviour from "../../../src/lib/behaviour";

const { behaviourCssVariables } = behaviour;

describe("behaviour constants (spec §9)", () => {
  it("hold the numbers of the spec", () => {
    expect(behaviour.header).toEqual({ heightPx: 80, scrolledHeightPx: 60, scrollThresholdPx: 50, entranceMs: 800 });
    expect(behaviour.drawer).toEqual({ widthPercent: 75, maxWidthPx: 320, collapseMs: 400 });
    expect(behaviour.dropdown.minWidthPx).toBe(280);
    expect(behaviour.carousel.stepPx).toBe(200);
    expect(behaviour.carousel.wideStepPx).toBe(300);
    expect(behaviour.contactForm.messageRows).toBe(4);
    expect(behaviour.counters.durationMs).toBe(2000);
    expect(behaviour.reveal).toEqual({ pageMs: 800, aboutMs: 1000, footerMs: 1000 });
    expect(behaviour.chunkLoadTimeoutMs).toBe(120000);
  });

  it("reach the stylesheets as custom properties", () => {
    const css = behaviourCssVariables();
    expect(css).toMatch(/^:root\{.*\}$/);
    for (const declaration of [
      // The spec's heights, or more where the reader's text is larger than 16 px (the company's name on two lines).
      "--header-height:max(80px,3.75rem)",
      "--header-scrolled-height:max(60px,3.75rem)",
      "--header-entrance:800ms",
      "--drawer-width:75%",
      "--drawer-max-width:320px",
      "--drawer-collapse:400ms",
      "--dropdown-min-width:280px",
      "--reveal-page:800ms",
      "--reveal-about:1000ms",
      "--reveal-footer:1000ms",
    ]) {
      expect(css).toContain(declaration);
    }
  });
});
