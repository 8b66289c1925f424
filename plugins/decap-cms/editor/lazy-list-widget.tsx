import { Component, createElement, type ComponentType, type ReactElement } from "react";
import type { Readable } from "./widget-props";

/**
 * The "lazy-list" widget: Decap's own list, whose entries draw their boxes only once opened
 * (cms-config.ts gives it to every list of objects: the products, the categories, a product's
 * specifications...). Decap's list draws every entry's whole form and hides a closed one with
 * CSS, so each key typed redrew every product's boxes (decision record 0028). Here Decap's list
 * is handed a field control that draws nothing for an entry never opened (Decap tells each field
 * of an entry whether the entry is closed); the entry's bar, its summary, adding, removing and
 * reordering are Decap's.
 *
 * An entry once opened stays drawn when closed, so Decap checks its boxes at Save; an entry never
 * opened is as the file has it, and the rules over the whole file (the Translation status) still
 * see it. The entries of the file's lists that were open when its form went away (a Save reloads
 * the form) open again when it comes back. And an entry whose value, place and state have not
 * changed is not drawn again (`keepUnchangedEntries`): a key redraws the entry typed in, not
 * the hundred closed ones beside it.
 */

/** What the list and its fields' controls are handed by Decap; only these are read here. */
interface ListProps {
  /** The control that draws each field of an entry (Decap's EditorControl). */
  editorControl: ComponentType<FieldProps>;
  /** Decap's registration of a control with its parent; the list registers itself (see `render`). */
  controlRef?: (control: unknown) => void;
  value?: { size: number };
  metadata?: unknown;
  field: Readable;
  entry: Readable;
  /** The ids of the lists and entries around this one: none for a list of the file itself. */
  parentIds?: string[];
}

interface FieldProps {
  /** Whether the entry the field belongs to is closed. */
  isParentListCollapsed?: boolean;
}

/** Which entries of each list of a file were closed when its form last went away, by file and list. */
const closedWhenLeft = new Map<string, boolean[]>();

/** The entries to close when a list of `size` entries comes back: as left, or all when it has changed since. */
export function closedOnReturn(left: readonly boolean[] | undefined, size: number): boolean[] | null {
  if (!left || left.length !== size || left.every(Boolean)) return null;
  return [...left];
}

/** A list of the file itself ("catalogue/products/products"); null for a list inside an entry, whose place is not stable. */
export function listPlace(entry: Readable, field: Readable, parentIds: readonly string[] | undefined): string | null {
  if (parentIds && parentIds.length > 0) return null;
  return [entry.get("collection"), entry.get("slug"), field.get("name")].map(String).join("/");
}

const fieldControls = new WeakMap<ComponentType<FieldProps>, ComponentType<FieldProps>>();

/** Decap's field control, drawn from the first time its entry is open on. */
export function drawnOnceOpened(EditorControl: ComponentType<FieldProps>): ComponentType<FieldProps> {
  let control = fieldControls.get(EditorControl);
  if (!control) {
    control = class DrawnOnceOpened extends Component<FieldProps> {
      private opened = false;

      render() {
        if (this.props.isParentListCollapsed !== true) this.opened = true;
        return this.opened ? createElement(EditorControl, this.props) : null;
      }
    };
    fieldControls.set(EditorControl, control);
  }
  return control;
}

/**
 * The parts of Decap's ListControl used here (decap-cms-widget-list's ListControl.js, checked
 * against 3.6.3): what Decap asks of a list control, its entries' keys and which are closed, and
 * `renderItem`, which draws an entry.
 */
interface DecapList {
  props: Record<string, unknown> & { entry?: Readable };
  state: { keys: string[]; itemsCollapsed: boolean[] };
  setState(state: { itemsCollapsed: boolean[] }): void;
  validate(): void;
  focus(path: string): void;
  renderItem: (item: unknown, index: number) => ReactElement;
}

/**
 * What an entry's drawing is made from: its value, place, key and whether it is closed, and the
 * list's props that Decap's `renderItem` reads (the entry's summary reads only the file's path).
 * Decap 3.19 hands these down unchanged from one key to the next, the metadata aside (sameInputs).
 */
export function entryInputs(list: DecapList, item: unknown, index: number): unknown[] {
  const { props, state } = list;
  const names = ["classNameWrapper", "editorControl", "onValidateObject", "metadata", "clearFieldErrors", "fieldsErrors", "controlRef", "resolveWidget", "parentIds", "forID", "t", "field"];
  return [item, index, state.keys[index], state.itemsCollapsed[index], props.entry?.get("path"), ...names.map((name) => props[name])];
}

/**
 * Each input the same object, or for Decap's Immutable.js values, equal: the list's metadata (what
 * a picker of another file's entries knows of them, the category's) is made afresh at each change.
 */
export function sameInputs(before: readonly unknown[], now: readonly unknown[]): boolean {
  return before.length === now.length && before.every((value, index) => Object.is(value, now[index]) || equalValues(value, now[index]));
}

/** No metadata, or Decap's Immutable.js maps of nothing ({products: {}}): what a list without a picker has. */
export function emptyMetadata(value: unknown): boolean {
  if (value === undefined || value === null) return true;
  const every = (value as { every?: unknown }).every;
  return typeof every === "function" && typeof (value as { size?: unknown }).size === "number" && (value as { every(test: (inner: unknown) => boolean): boolean }).every(emptyMetadata);
}

function equalValues(value: unknown, other: unknown): boolean {
  return typeof value === "object" && value !== null && typeof (value as { equals?: unknown }).equals === "function" && (value as { equals(other: unknown): boolean }).equals(other);
}

/**
 * Makes Decap's list control give back an entry's drawing from the last time when nothing it is
 * drawn from has changed: React then leaves the entry as it is. (Decap's list draws every entry
 * again on every change of the list, a key typed in one of them included.) The control is changed
 * once drawn, not subclassed: the editor's bundle compiles classes for older browsers, and a
 * compiled subclass cannot call Decap's native class.
 */
export function keepUnchangedEntries(list: DecapList): void {
  const draw = list.renderItem;
  const drawn = new Map<string, { inputs: unknown[]; element: ReactElement }>();
  list.renderItem = (item, index) => {
    const key = list.state.keys[index];
    if (key === undefined) return draw(item, index);
    const inputs = entryInputs(list, item, index);
    const last = drawn.get(key);
    if (last && sameInputs(last.inputs, inputs)) return last.element;
    const element = draw(item, index);
    drawn.set(key, { inputs, element });
    if (drawn.size > 2 * list.state.keys.length) for (const gone of [...drawn.keys()].filter((old) => !list.state.keys.includes(old))) drawn.delete(gone);
    return element;
  };
}

/** The widget's control around Decap's list control (`CMS.getWidget("list").control`, cms.tsx). */
export function lazyListControl(DecapListControl: ComponentType<Record<string, unknown>>) {
  return class LazyListControl extends Component<ListProps> {
    private list: DecapList | null = null;

    /** Decap asks a control to check itself at Save, and to show a box named in an error. */
    validate = () => this.list?.validate();
    focus = (path: string) => this.list?.focus(path);

    /** As Decap's list: redrawn with the form, whose errors it shows on its entries. */
    shouldComponentUpdate() {
      return true;
    }

    componentDidMount() {
      const place = listPlace(this.props.entry, this.props.field, this.props.parentIds);
      const closed = closedOnReturn(place ? closedWhenLeft.get(place) : undefined, this.props.value?.size ?? 0);
      if (closed) this.list?.setState({ itemsCollapsed: closed });
    }

    componentWillUnmount() {
      const place = listPlace(this.props.entry, this.props.field, this.props.parentIds);
      const closed = this.list?.state.itemsCollapsed;
      if (place && Array.isArray(closed)) closedWhenLeft.set(place, [...closed]);
    }

    private metadata: unknown;

    /**
     * The list's metadata (what a picker of another file's entries knows of them) as the same
     * object while its contents are the same: Decap makes it afresh at each change, and every box
     * of the open entry was then drawn again at each key, the category's picker included. A list
     * without a picker has none until its first change, which makes it an empty map: that changed
     * every entry's inputs, and the first key in a translation drew its 100 products again.
     */
    private sameMetadata(metadata: unknown): unknown {
      const same = Object.is(metadata, this.metadata) || equalValues(this.metadata, metadata) || (emptyMetadata(metadata) && emptyMetadata(this.metadata));
      if (!same) this.metadata = metadata;
      return this.metadata;
    }

    private keep = (list: DecapList | null) => {
      if (!list || list === this.list) return;
      keepUnchangedEntries(list);
      this.list = list;
    };

    render() {
      return createElement(DecapListControl, {
        ...this.props,
        editorControl: drawnOnceOpened(this.props.editorControl),
        metadata: this.sameMetadata(this.props.metadata),
        // Decap's list passes its entries' controls up to the form as the list's own: the form
        // would then check only the last one drawn at Save. The form has this control instead.
        controlRef: ignore,
        ref: this.keep,
      });
    }
  };
}

function ignore() {}
