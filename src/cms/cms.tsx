/**
 * The admin app at /admin/ (built by gatsby-plugin-decap-cms as its own entry,
 * never loaded by public pages): the generated configuration, the unique-value
 * widget, and previews drawn by the site's own components.
 */
import CMS from "decap-cms-app";
import { behaviourCssVariables } from "../lib/behaviour";
import "../styles/global.css";
import { buildCmsConfig } from "./cms-config";
import { AboutPreview, HomePreview, ProductsPreview, type PreviewProps } from "./previews";
import { UniqueStringControl } from "./unique-string-widget";

type Preview = Parameters<typeof CMS.registerPreviewTemplate>[1];
const preview = (component: (props: PreviewProps) => JSX.Element) => component as unknown as Preview;

/**
 * The base styles of GatsbyImage, which gatsby-plugin-image writes into every
 * server-rendered page (its gatsby-ssr.js) and so never into the preview frame;
 * the home preview's carousel shows the published site's images with it.
 */
const GATSBY_IMAGE_STYLES =
  ".gatsby-image-wrapper{position:relative;overflow:hidden}.gatsby-image-wrapper picture.object-fit-polyfill{position:static!important}.gatsby-image-wrapper img{bottom:0;height:100%;left:0;margin:0;max-width:none;padding:0;position:absolute;right:0;top:0;width:100%;object-fit:cover}.gatsby-image-wrapper [data-main-image]{opacity:0;transform:translateZ(0);transition:opacity .25s linear;will-change:opacity}.gatsby-image-wrapper-constrained{display:inline-block;vertical-align:top}";

// The CSS Modules and global styles imported here reach the preview frame as cms.css (registered by the plugin).
CMS.registerPreviewStyle(behaviourCssVariables(), { raw: true });
CMS.registerPreviewStyle(GATSBY_IMAGE_STYLES, { raw: true });
CMS.registerWidget("unique-string", UniqueStringControl as unknown as Parameters<typeof CMS.registerWidget>[1]);
CMS.registerPreviewTemplate("products", preview(ProductsPreview));
CMS.registerPreviewTemplate("home", preview(HomePreview));
CMS.registerPreviewTemplate("about", preview(AboutPreview));

const local = ["localhost", "127.0.0.1"].includes(window.location.hostname);
CMS.init({ config: buildCmsConfig({ local, siteUrl: window.location.origin }) as unknown as NonNullable<Parameters<typeof CMS.init>[0]>["config"] });
