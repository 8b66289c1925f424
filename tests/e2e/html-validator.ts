/**
 * The HTML validator of npm test (html-validity.spec.ts) and of the content checks
 * (tests/content): html-validate's standard preset, with one rule brought up to the HTML standard.
 */
import { HtmlValidate, metadataHelper } from "html-validate";

export function htmlValidator(): HtmlValidate {
  return new HtmlValidate({
    extends: ["html-validate:standard"],
    // html-validate 9 allows `blocking` only on a stylesheet's or a preload's link; the HTML standard
    // allows it on `rel="expect"` too, which every page's head has (plugins/delivery/render-blocking.ts).
    elements: ["html5", { link: { attributes: { blocking: { allowed: metadataHelper.allowedIfAttributeHasValue("rel", ["stylesheet", "preload", "modulepreload", "expect"]) } } } }],
  });
}
