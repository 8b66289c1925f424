/**
 * Decap CMS with only the parts this editor uses (decision 0047): its core, the GitHub backend
 * (production) and the proxy backend (decap-server on this machine), and the widgets the generated
 * configuration names (decap-widgets.ts; cms.tsx checks at start that each is registered).
 * decap-cms-app registers every backend, widget and language Decap has, the map (OpenLayers), code
 * (CodeMirror) and rich text (Slate) widgets among them: 5.6 MB of script where this is 2.6 MB,
 * which every staff member downloads and every editor load parses.
 */
import { DecapCmsCore as CMS } from "decap-cms-core";
import { GitHubBackend } from "decap-cms-backend-github";
import { ProxyBackend } from "decap-cms-backend-proxy";
import DecapCmsWidgetFile from "decap-cms-widget-file";
import DecapCmsWidgetImage from "decap-cms-widget-image";
import DecapCmsWidgetList from "decap-cms-widget-list";
import DecapCmsWidgetNumber from "decap-cms-widget-number";
import DecapCmsWidgetObject from "decap-cms-widget-object";
import DecapCmsWidgetRelation from "decap-cms-widget-relation";
import DecapCmsWidgetSelect from "decap-cms-widget-select";
import DecapCmsWidgetString from "decap-cms-widget-string";
import DecapCmsWidgetText from "decap-cms-widget-text";
import { DECAP_BACKENDS } from "./decap-widgets";

const widgets = [
  DecapCmsWidgetString,
  DecapCmsWidgetText,
  DecapCmsWidgetNumber,
  DecapCmsWidgetSelect,
  DecapCmsWidgetFile,
  DecapCmsWidgetImage,
  DecapCmsWidgetList,
  DecapCmsWidgetObject,
  DecapCmsWidgetRelation,
].map((widget) => widget.Widget());

const backends = { github: GitHubBackend, proxy: ProxyBackend } satisfies Record<(typeof DECAP_BACKENDS)[number], unknown>;
for (const name of DECAP_BACKENDS) CMS.registerBackend(name, backends[name] as Parameters<typeof CMS.registerBackend>[1]);
CMS.registerWidget(widgets as unknown as Parameters<typeof CMS.registerWidget>[0]);

export default CMS;
