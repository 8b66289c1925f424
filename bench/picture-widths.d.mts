export declare const VIEWPORTS: { width: number; height: number }[];
export declare const PIXEL_RATIOS: number[];
export declare function parseSrcset(srcset: string): { url: string; width: number }[];
export declare function widthsByQuery(
  measurements: readonly { query: string; offered: readonly number[]; chosen: number }[],
): { query: string; offered: number[]; chosen: number[]; unused: number[] }[];
export declare function staticPictures(publicDir: string): {
  files: number;
  bytes: number;
  byFormat: Record<string, { files: number; bytes: number }>;
};
export interface Measurement {
  kind: string;
  viewport: number;
  pixelRatio: number;
  needed: number;
  chosen: number;
}
export declare function choice(measurements: readonly Measurement[], kind: string, viewport: number, pixelRatio: number): string;
export declare function changedChoices(before: readonly Measurement[], after: readonly Measurement[]): string[];
