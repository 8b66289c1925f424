/**
 * A preview's pictures: the files Decap has (getAsset), handed over in the shape of the build's
 * image data with a single address, so the public components need no preview-only code (the home
 * page's JavaScript is at its budget).
 */
import type { IGatsbyImageData } from "gatsby-plugin-image";
import type { FieldList, FieldMap, PreviewProps } from "./decap-entry";

/** The picture lookup for one image field, found by its path in the form. */
export type GetAsset = (path: string) => { toString(): string } | undefined;

function fieldAt(fields: FieldList, path: string[]): FieldMap | undefined {
  let field: FieldMap | undefined;
  let level: FieldList | undefined = fields;
  for (const name of path) {
    field = level?.find((candidate) => candidate.get("name") === name);
    level = field?.get("fields") as FieldList | undefined;
  }
  return field;
}

/** The pictures Decap has been asked for, by field and path: asking again leaves its store as it is. */
const asked = new Set<string>();

/**
 * The picture lookup of an image field. Decap's first answer for a picture changes its store (it
 * starts loading it), which must not happen while React draws the preview: React warns of it
 * ("Cannot update a component while rendering a different component"). So the first ask is made
 * just after the drawing, and the preview, drawn again as the store changes, then shows it.
 */
export function assetsFor({ fields, getAsset }: PreviewProps, path: string[]): GetAsset {
  const field = fieldAt(fields, path);
  return (asset) => {
    const key = `${path.join(".")} ${asset}`;
    if (asked.has(key)) return getAsset(asset, field);
    asked.add(key);
    queueMicrotask(() => getAsset(asset, field));
    return undefined;
  };
}

/**
 * A picture by address as image data: one file, no responsive sources. The
 * 4:3 size only sets the aspect ratio, the products' own; banners fill their frame.
 */
function imageDataOf(url: string): IGatsbyImageData {
  return { layout: "constrained", width: 1600, height: 1200, images: { fallback: { src: url } } };
}

export function picture(path: string | undefined, getAsset: GetAsset): IGatsbyImageData | null {
  const url = path ? getAsset(path)?.toString() : undefined;
  return url ? imageDataOf(url) : null;
}

export function imageFile(image: IGatsbyImageData | null) {
  return image && { childImageSharp: { gatsbyImageData: image } };
}
