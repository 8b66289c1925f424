/** What Decap hands the control of a text widget of ours (unique-string-widget.tsx, text-box-widget.tsx). */

/** The parts of Decap's Immutable.js values the widgets read. */
export interface Readable {
  get(key: string): unknown;
}

export interface TextControlProps {
  value?: string;
  onChange: (value: string) => void;
  forID: string;
  classNameWrapper: string;
  setActiveStyle: () => void;
  setInactiveStyle: () => void;
  /** The field's configuration (cms-config.ts). */
  field: Readable;
}
