/**
 * Gatsby ends every page with `<script src async>` tags for its runtime,
 * framework and app. They start downloading while the page's largest picture
 * is still arriving, and on a slow connection they share its bandwidth. The
 * page reads and navigates without them (links are plain links, the contact
 * form waits for them), so after the build each page starts them once it
 * has loaded instead. The loader is the same on every page, so one
 * Content-Security-Policy hash allows it.
 */
const asyncScript = /<script src="(\/[^"]+\.js)" async(?:="")?><\/script>/g;

export function deferGatsbyScripts(html: string): string {
  const sources = [...html.matchAll(asyncScript)].map(([, source]) => source);
  if (sources.length === 0) return html;
  const loader =
    `<script>(function(){function l(){${JSON.stringify(sources)}.forEach(function(s){` +
    `var e=document.createElement("script");e.src=s;document.body.appendChild(e)})}` +
    `document.readyState==="complete"?l():addEventListener("load",l)})()</script>`;
  return html.replace(asyncScript, "").replace("</body>", `${loader}</body>`);
}
