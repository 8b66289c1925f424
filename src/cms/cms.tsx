/**
 * The admin app at /admin/ (built by plugins/decap-cms as its own bundle, with
 * React 19, never loaded by public pages): the generated configuration, the
 * unique-value widget, and previews drawn by the site's own components.
 */
import CMS from "decap-cms-app";
import { behaviourCssVariables } from "../lib/behaviour";
import "../styles/global.css";
import { buildCmsConfig, CONTENT_FORMAT, toContentFile } from "./cms-config";
import { AboutPreview, HomePreview, ProductsPreview, type PreviewProps } from "./previews";
import { UniqueStringControl } from "./unique-string-widget";

type Preview = Parameters<typeof CMS.registerPreviewTemplate>[1];
const preview = (component: (props: PreviewProps) => JSX.Element) => component as unknown as Preview;

// The CSS Modules and global styles imported here reach the preview frame as admin/cms.css (written by plugins/decap-cms).
CMS.registerPreviewStyle("cms.css");
CMS.registerPreviewStyle(behaviourCssVariables(), { raw: true });
CMS.registerCustomFormat(CONTENT_FORMAT, "json", { fromFile: (text) => JSON.parse(text), toFile: toContentFile });
CMS.registerWidget("unique-string", UniqueStringControl as unknown as Parameters<typeof CMS.registerWidget>[1]);
CMS.registerPreviewTemplate("products", preview(ProductsPreview));
CMS.registerPreviewTemplate("home", preview(HomePreview));
CMS.registerPreviewTemplate("about", preview(AboutPreview));

const local = ["localhost", "127.0.0.1"].includes(window.location.hostname);
CMS.init({ config: buildCmsConfig({ local, siteUrl: window.location.origin }) as unknown as NonNullable<Parameters<typeof CMS.init>[0]>["config"] });
