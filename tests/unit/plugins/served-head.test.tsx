import { isValidElement } from "react";
import { GATSBY_HEAD_MARK, SERVED_ONLY_MARK, servedHeadTags } from "../../../plugins/delivery/served-head";

/** A tag of a page's Head as Gatsby's server gives it to onPreRenderHTML: its attributes, and its mark. */
const headTag = (attributes: Record<string, string>) => <meta {...attributes} {...{ [GATSBY_HEAD_MARK]: true }} />;

describe("servedHeadTags", () => {
  it("takes Gatsby's mark off the tags Seo renders for the served page only, and leaves every other tag as it is", () => {
    const title = <title {...{ [GATSBY_HEAD_MARK]: true }}>Pulses | Company</title>;
    const style = <style key="behaviour" />;
    const share = headTag({ property: "og:title", content: "Pulses | Company", [SERVED_ONLY_MARK]: "" });
    const [keptTitle, keptStyle, served] = servedHeadTags([title, style, share]);
    expect(keptTitle).toBe(title);
    expect(keptStyle).toBe(style);
    expect(isValidElement(served) && served.props).toEqual({ property: "og:title", content: "Pulses | Company", [SERVED_ONLY_MARK]: "" });
  });

  it("stops the build, naming the tweak, when Gatsby no longer marks a Head's tag", () => {
    expect(() => servedHeadTags([<meta key="og" property="og:title" content="x" {...{ [SERVED_ONLY_MARK]: "" }} />])).toThrow(/delivery tweak "served-head-tags"/);
  });
});
