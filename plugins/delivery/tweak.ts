/**
 * Each change this plugin makes to Gatsby's own output depends on how Gatsby
 * builds today. A tweak that no longer finds what it changes stops the build
 * with its name and the Gatsby version it was checked against, instead of
 * silently doing nothing after an upgrade.
 */

/** The Gatsby release every tweak in this plugin was last checked against. */
const CHECKED_WITH_GATSBY = "5.16.1";

export class TweakMismatch extends Error {
  constructor(tweak: string, problem: string) {
    super(
      `delivery tweak "${tweak}" (plugins/delivery, checked against Gatsby ${CHECKED_WITH_GATSBY}) no longer matches Gatsby's output: ${problem}. ` +
        "Check the tweak against this Gatsby version (plugins/delivery/README.md).",
    );
    this.name = "TweakMismatch";
  }
}
