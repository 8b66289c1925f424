import type { ReactElement } from "react";
import { PAGE_END_ID, pageEnd, renderBlockingLink } from "../../../plugins/delivery/render-blocking";
import { FIRST_SCREEN_END_FIELD, PRODUCT_TITLE_ID } from "../../../src/lib/first-screen";

const attributes = (link: ReactElement) => ({ type: link.type, ...(link.props as object) });

describe("the first paint waits for what the first window brings (render-blocking.ts)", () => {
  it("on a page that names no element ending its first screen, waits for the element that ends it", () => {
    expect(attributes(renderBlockingLink({ result: { pageContext: { locale: "en" } } }))).toEqual({ type: "link", rel: "expect", href: `#${PAGE_END_ID}`, blocking: "render" });
  });

  it("on a product page, waits for the element its page context names: its title", () => {
    const pageData = { result: { pageContext: { locale: "en", [FIRST_SCREEN_END_FIELD]: PRODUCT_TITLE_ID } } };
    expect(attributes(renderBlockingLink(pageData))).toEqual({ type: "link", rel: "expect", href: `#${PRODUCT_TITLE_ID}`, blocking: "render" });
  });

  it("the page's end is an empty element of that id", () => {
    expect(attributes(pageEnd())).toEqual({ type: "template", id: PAGE_END_ID });
  });

  it("waits for the page's end when the page data has no context or an empty name", () => {
    for (const pageData of [undefined, {}, { result: {} }, { result: { pageContext: { [FIRST_SCREEN_END_FIELD]: "" } } }]) {
      expect(attributes(renderBlockingLink(pageData))).toMatchObject({ href: `#${PAGE_END_ID}` });
    }
  });
});
