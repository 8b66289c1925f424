/**
 * Gatsby's private browser runtime, where the site's scripts lean on it (docs/internals.md): its
 * Slice's inline branch and contexts, its route list and loader, its globals (`___loader`,
 * `___navigate`), and the browser hooks of its own plugins that plugins/delivery aliases away.
 * Each test reads the installed Gatsby's own modules (gatsby/cache-dir, which a build copies into
 * .cache/) and fails when an upgrade changes what the site relies on.
 */
import fs from "node:fs";
import path from "node:path";
import { createElement, type Context, type ReactNode } from "react";
import { fireEvent, render, screen } from "@testing-library/react";

// browser-slice.js imports Gatsby's slice contexts from .cache/, Gatsby's copy of its cache-dir
// (checked below): here they are the installed Gatsby's own, which its InlineSlice reads too.
jest.mock("../../../.cache/slice/context", () => jest.requireActual("gatsby/cache-dir/slice/context"), { virtual: true });

const root = path.resolve(__dirname, "..", "..", "..");
const cacheDir = path.dirname(require.resolve("gatsby/cache-dir/production-app.js"));
const gatsbySource = (file: string) => fs.readFileSync(path.join(cacheDir, file), "utf8");

declare const globalThis: { __BASE_PATH__?: string; __TRAILING_SLASH__?: string; ___loader?: unknown; ___navigate?: unknown };

beforeAll(() => {
  globalThis.__BASE_PATH__ = "";
  globalThis.__TRAILING_SLASH__ = "always";
});

describe("slim-slices: plugins/delivery/browser-slice.js in place of Gatsby's Slice", () => {
  /* eslint-disable @typescript-eslint/no-require-imports */
  const { Slice } = require("../../../plugins/delivery/browser-slice.js") as { Slice: (props: Record<string, unknown>) => ReactNode };
  const { InlineSlice } = require("gatsby/cache-dir/slice/inline-slice") as { InlineSlice: (props: Record<string, unknown>) => ReactNode };
  const { SlicesMapContext, SlicesResultsContext } = require("gatsby/cache-dir/slice/context") as {
    SlicesMapContext: Context<Record<string, string>>;
    SlicesResultsContext: Context<Map<string, unknown>>;
  };
  /* eslint-enable @typescript-eslint/no-require-imports */

  /** A slice component that shows what it is given. */
  const Shown = ({ data, sliceContext, place }: { data: unknown; sliceContext: unknown; place?: string }) => <output>{JSON.stringify({ data, sliceContext, place })}</output>;
  const slices = new Map([["product-menu-en-1", { component: Shown, sliceContext: { locale: "en" }, data: { menu: ["soya-meal"] } }]]);
  const withSlices = (element: ReactNode) => (
    <SlicesMapContext.Provider value={{ "product-menu": "product-menu-en-1" }}>
      <SlicesResultsContext.Provider value={slices}>{element}</SlicesResultsContext.Provider>
    </SlicesMapContext.Provider>
  );

  test("Gatsby's browser entry takes its Slice from ./slice, the file the alias replaces", () => {
    expect(gatsbySource("gatsby-browser-entry.js")).toMatch(/export \{ Slice \} from "\.\/slice"/);
    expect(gatsbySource("slice.js")).toMatch(/renderEnvironment === `browser`\) \{\s*\/\/[^\n]*\n\s*return <InlineSlice/);
  });

  test("it draws a slice's component with its data and context, as Gatsby's inline slice does", () => {
    const { unmount } = render(withSlices(<InlineSlice sliceName="product-menu" place="drawer" />));
    const gatsbys = screen.getByRole("status").textContent;
    unmount();
    render(withSlices(<Slice alias="product-menu" place="drawer" />));
    expect(screen.getByRole("status").textContent).toBe(gatsbys);
    expect(JSON.parse(gatsbys ?? "")).toEqual({ data: { menu: ["soya-meal"] }, sliceContext: { locale: "en" }, place: "drawer" });
  });

  test("a missing slice is nothing when allowed, and otherwise the error Gatsby throws", () => {
    const empty = new Map();
    const without = (element: ReactNode) => <SlicesResultsContext.Provider value={empty}>{element}</SlicesResultsContext.Provider>;
    expect(render(without(<Slice alias="product-menu" allowEmpty />)).container.innerHTML).toBe("");
    const error = jest.spyOn(console, "error").mockImplementation(() => undefined);
    const thrown = (element: ReactNode) => {
      try {
        render(without(element));
      } catch (caught) {
        return (caught as Error).message;
      }
      return null;
    };
    expect(thrown(<Slice alias="product-menu" />)).toBe(thrown(<InlineSlice sliceName="product-menu" />));
    error.mockRestore();
  });

  test("after a build, .cache/slice/context.js, which it imports, is Gatsby's", () => {
    const copied = path.join(root, ".cache", "slice", "context.js");
    if (!fs.existsSync(copied)) throw new Error(`${copied} is written by Gatsby's bootstrap: run npm run build first`);
    expect(fs.readFileSync(copied, "utf8")).toBe(gatsbySource(path.join("slice", "context.js")));
  });
});

describe("served-match-path: the one route of plugins/delivery/match-paths.ts in Gatsby's loader", () => {
  /* eslint-disable @typescript-eslint/no-require-imports */
  const { servedMatchPaths } = require("../../../plugins/delivery/page-path") as typeof import("../../../plugins/delivery/page-path");
  /** Gatsby's route matching, fresh (it keeps what it found for each address). */
  const freshFindPath = () => {
    let module: { setMatchPaths(paths: unknown[]): void; findPath(raw: string): string } | undefined;
    jest.isolateModules(() => (module = require("gatsby/cache-dir/find-path")));
    return module!;
  };
  /** A page's path as Gatsby's loader keys its pages: without its last slash. */
  const normalized = require("gatsby/cache-dir/normalize-page-path").default as (path: string) => string;
  /* eslint-enable @typescript-eslint/no-require-imports */

  test("Gatsby's browser runtime builds its loader from $virtual/match-paths.json", () => {
    expect(gatsbySource("production-app.js")).toMatch(/import matchPaths from "\$virtual\/match-paths\.json"[\s\S]*new ProdLoader\(asyncRequires, matchPaths/);
  });

  test.each([
    ["/es/products/no-such-thing/", "/es/products/404.html"],
    ["/fr/nowhere/", "/fr/404.html"],
    ["/es/harina%20de%20man%C3%AD/", "/404.html"],
  ])("Gatsby finds the page the server answered %s with: %s", (address, served) => {
    const { setMatchPaths, findPath } = freshFindPath();
    setMatchPaths(servedMatchPaths(served, address));
    expect(findPath(address)).toBe(normalized(served));
    // Any other address is a page of its own.
    expect(findPath("/es/about/")).toBe(normalized("/es/about/"));
  });
});

describe("Gatsby's browser globals", () => {
  test("___loader: the app's loader, whose isPageNotFound plugins/delivery/gatsby-browser.tsx asks", () => {
    expect(gatsbySource("production-app.js")).toMatch(/window\.___loader = publicLoader/);
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const { publicLoader, setLoader, BaseLoader } = require("gatsby/cache-dir/loader");
    const loader = new BaseLoader(() => Promise.resolve(), []);
    setLoader(loader);
    loader.pageDb.set("/es/about", { page: {}, notFound: false });
    loader.pageDb.set("/es/404.html", { page: {}, notFound: true });
    expect(publicLoader.isPageNotFound("/es/about/")).toBe(false);
    expect(publicLoader.isPageNotFound("/es/404.html")).toBe(true);
    expect(publicLoader.isPageNotFound("/es/nowhere/")).toBe(true);
  });

  test("onPreRouteUpdate runs as the location changes, before the new page renders (plugins/delivery/gatsby-browser.tsx applies the whole stylesheet there)", () => {
    // RouteUpdates calls it in shouldComponentUpdate, which returns true: React then renders the new page in the same pass.
    const source = gatsbySource("navigation.js");
    const routeUpdates = source.slice(source.indexOf("class RouteUpdates"));
    expect(routeUpdates).toMatch(/shouldComponentUpdate\(nextProps\) \{\s*if \(compareLocationProps\(this\.props\.location, nextProps\.location\)\) \{\s*onPreRouteUpdate\(nextProps\.location, this\.props\.location\)\s*return true/);
    expect(gatsbySource("production-app.js")).toMatch(/<RouteUpdates location=\{location\}>/);
  });

  test("___navigate: Gatsby's navigation, as gatsby-link's navigate calls it (src/components/search/search-box.tsx)", () => {
    expect(gatsbySource("navigation.js")).toMatch(/window\.___navigate = \(to, options\) => navigate\(to, options\)/);
    const navigate = jest.fn();
    globalThis.___navigate = navigate;
    (jest.requireActual("gatsby-link") as typeof import("gatsby-link")).navigate("/es/products/soya-meal/");
    expect(navigate).toHaveBeenCalledWith("/es/products/soya-meal/", undefined);
  });

  test("gatsby-link asks no more of ___loader and ___navigate than the editor's stand-ins give (plugins/decap-cms/gatsby-runtime.js)", () => {
    const linkDist = path.dirname(require.resolve("gatsby-link"));
    for (const file of ["index.js", "index.modern.mjs"]) {
      const used = [...fs.readFileSync(path.join(linkDist, file), "utf8").matchAll(/___(loader|navigate)\b(?:\.(\w+))?/g)].map(([, global, member]) => (member ? `${global}.${member}` : global));
      expect(new Set(used)).toEqual(new Set(["loader.enqueue", "loader.hovering", "navigate"]));
    }
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    require("../../../plugins/decap-cms/gatsby-runtime.js");
    const { Link } = jest.requireActual("gatsby-link") as typeof import("gatsby-link");
    render(createElement(Link, { to: "/products/soya-meal/" }, "Soya meal"));
    const link = screen.getByRole("link", { name: "Soya meal" });
    expect(() => {
      fireEvent.mouseEnter(link);
      fireEvent.click(link);
    }).not.toThrow();
  });
});

describe("Gatsby's start-up (plugins/delivery/gatsby-browser.tsx)", () => {
  test("it waits for onClientEntry's promise before it starts the router and hydrates", () => {
    expect(gatsbySource("production-app.js")).toMatch(/apiRunnerAsync\(`onClientEntry`\)\.then\(\(\) => \{/);
  });

  test("window.pagePath is written by the server's gatsby-script-loader and read only to correct an address the page was not made for (same-inline-scripts)", () => {
    const files = fs.readdirSync(cacheDir).filter((file) => file.endsWith(".js") && !file.includes("develop") && gatsbySource(file).includes("pagePath"));
    expect(files.filter((file) => /window\.pagePath|pagePath, location: browserLoc/.test(gatsbySource(file))).sort()).toEqual(["production-app.js", "static-entry.js"]);
    expect(gatsbySource("static-entry.js")).toMatch(/window\.pagePath=\$\{JSON\.stringify\([^]*?id=\{`gatsby-script-loader`\}/);
    expect(gatsbySource("production-app.js")).toMatch(/const \{ pagePath, location: browserLoc \} = window\s+\/\/[^]*?if \(\s*pagePath &&\s*__BASE_PATH__ \+ pagePath !==\s*browserLoc\.pathname/);
  });
});

describe("what plugins/delivery aliases away does nothing here", () => {
  test("without-service-worker: Gatsby bundles its registration only to run when a plugin's registerServiceWorker says so", () => {
    expect(gatsbySource("production-app.js")).toMatch(/if \(apiRunner\(`registerServiceWorker`\)\.filter\(Boolean\)\.length > 0\) \{\s*require\(`\.\/register-service-worker`\)/);
  });

  test("without-partytown: Gatsby's internal Partytown plugin's one browser hook returns at once outside development", () => {
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const hooks = require("gatsby/dist/internal-plugins/partytown/gatsby-browser.js") as Record<string, () => void>;
    expect(Object.keys(hooks).filter((name) => name !== "__esModule")).toEqual(["onInitialClientRender"]);
    const before = document.documentElement.outerHTML;
    const environment = process.env.NODE_ENV;
    process.env.NODE_ENV = "production";
    try {
      hooks.onInitialClientRender!();
    } finally {
      process.env.NODE_ENV = environment;
    }
    expect(document.documentElement.outerHTML).toBe(before);
  });

  test("without-manifest-browser: gatsby-plugin-manifest's browser hook only switches manifests by language, under its localize option", () => {
    const manifest = path.dirname(require.resolve("gatsby-plugin-manifest/package.json"));
    const hook = fs.readFileSync(path.join(manifest, "gatsby-browser.js"), "utf8");
    expect([...hook.matchAll(/export const (\w+)/g)].map(([, name]) => name)).toEqual(["onRouteUpdate"]);
    expect(hook).toMatch(/onRouteUpdate\([^)]*\)\s*\{\s*if \(__MANIFEST_PLUGIN_HAS_LOCALISATION__\) \{[^]*\}\s*\};\s*$/);
    expect(fs.readFileSync(path.join(manifest, "gatsby-node.js"), "utf8")).toMatch(/__MANIFEST_PLUGIN_HAS_LOCALISATION__: pluginOptions\.localize && pluginOptions\.localize\.length/);
  });
});
