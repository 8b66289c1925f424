import { isValidElement, type ReactNode } from "react";
import config from "../../../gatsby-config";
import { linkManifest, MANIFEST_LINK, withoutManifestLink } from "../../../plugins/delivery/manifest-link";

/** The head's components gatsby-plugin-manifest's own onRenderBody gives a page, with the site's options (gatsby-config.ts). */
function manifestPluginHead(): ReactNode[] {
  const entry = config.plugins?.find((plugin) => typeof plugin === "object" && plugin.resolve === "gatsby-plugin-manifest");
  if (typeof entry !== "object") throw new Error("gatsby-config.ts has no gatsby-plugin-manifest with options");
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- the plugin's server hook, as Gatsby loads it
  const { onRenderBody } = require("gatsby-plugin-manifest/gatsby-ssr") as { onRenderBody: (api: object, options: object) => void };
  const head: ReactNode[] = [];
  onRenderBody({ pathname: "/products/pulses/", setHeadComponents: (components: ReactNode[]) => head.push(...components) }, entry.options ?? {});
  return head;
}

const rel = (component: ReactNode) => (isValidElement<{ rel?: string }>(component) ? component.props.rel : undefined);

describe("withoutManifestLink", () => {
  it("takes out the link gatsby-plugin-manifest writes with the site's options, which is MANIFEST_LINK, and nothing else", () => {
    const head = manifestPluginHead();
    const manifest = head.find((component) => rel(component) === "manifest");
    expect(isValidElement(manifest) && manifest.props).toMatchObject({ href: MANIFEST_LINK.href, crossOrigin: MANIFEST_LINK.crossOrigin });
    const kept = withoutManifestLink(head);
    expect(kept.map(rel)).not.toContain("manifest");
    expect(kept).toEqual(head.filter((component) => component !== manifest));
  });

  it("stops the build, naming the tweak, when the plugin writes no link, another address, or two", () => {
    const link = (href: string) => <link key={href} rel="manifest" href={href} crossOrigin="anonymous" />;
    expect(() => withoutManifestLink([<meta key="theme" name="theme-color" content="#1e3d27" />])).toThrow(/delivery tweak "manifest-link".*no manifest link/);
    expect(() => withoutManifestLink([link("/manifest-ar.webmanifest")])).toThrow(/delivery tweak "manifest-link".*manifest-ar/);
    expect(() => withoutManifestLink([link(MANIFEST_LINK.href), link(MANIFEST_LINK.href)])).toThrow(/delivery tweak "manifest-link"/);
  });
});

describe("linkManifest", () => {
  afterEach(() => document.head.querySelectorAll("link").forEach((link) => link.remove()));

  it("puts the manifest's link in the head, as the plugin wrote it", () => {
    linkManifest();
    const links = document.head.querySelectorAll<HTMLLinkElement>('link[rel="manifest"]');
    expect(links).toHaveLength(1);
    expect(links[0]!.getAttribute("href")).toBe(MANIFEST_LINK.href);
    expect(links[0]!.getAttribute("crossorigin")).toBe(MANIFEST_LINK.crossOrigin);
  });
});
