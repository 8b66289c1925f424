import { Component, type ComponentType } from "react";
import { act, render, screen } from "@testing-library/react";
import { closedOnReturn, drawnOnceOpened, emptyMetadata, lazyListControl, listPlace, keepUnchangedEntries, sameInputs } from "../../../plugins/decap-cms/editor/lazy-list-widget";

/** Stand-ins for the Immutable.js values Decap passes. */
const readable = (data: Record<string, unknown>) => ({ get: (key: string) => data[key] });

/** A field's control as Decap's EditorControl draws it: a labelled box. */
function Box({ label }: { label?: string; isParentListCollapsed?: boolean }) {
  return <input aria-label={label} />;
}

/**
 * A stand-in for Decap's ListControl with its parts used here: entries closed as in its
 * `itemsCollapsed`, each drawing its fields through `editorControl` and telling them whether the
 * entry is closed; `validate`, `focus`, and `controlRef` passed to its entries.
 */
interface FakeDecapListProps {
  editorControl: ComponentType<{ label: string; isParentListCollapsed?: boolean }>;
  names: string[];
  controlRef?: (control: unknown) => void;
  /** The test's own prop, passed through by the widget: hands it the list drawn. */
  drawn: (list: FakeDecapList) => void;
}

class FakeDecapList extends Component<FakeDecapListProps> {
  state = { itemsCollapsed: this.props.names.map(() => true) };
  constructor(props: FakeDecapListProps) {
    super(props);
    props.drawn(this);
  }
  validate = jest.fn();
  focus = jest.fn();
  componentDidMount() {
    this.props.controlRef?.(this);
  }
  render() {
    const Field = this.props.editorControl;
    return this.props.names.map((name, index) => (
      <section key={name} aria-label={name} hidden={this.state.itemsCollapsed[index]}>
        <Field label={`${name} name`} isParentListCollapsed={this.state.itemsCollapsed[index]} />
      </section>
    ));
  }
}

const LazyList = lazyListControl(FakeDecapList as unknown as ComponentType<Record<string, unknown>>);

function renderList(names: string[], entry = readable({ collection: "catalogue", slug: "products" }), parentIds: string[] = []) {
  const ref: { current: InstanceType<typeof LazyList> | null } = { current: null };
  const controlRef = jest.fn();
  let list: FakeDecapList | null = null;
  const drawn = (drawnList: FakeDecapList) => {
    list = drawnList;
  };
  const props = { editorControl: Box, field: readable({ name: "products" }), entry, parentIds, value: { size: names.length }, names, controlRef, drawn };
  const view = render(<LazyList ref={ref} {...props} />);
  const decapList = () => list!;
  return { view, ref, decapList, controlRef };
}

test("an entry's fields are drawn only once it is opened, and stay drawn once closed again", () => {
  const { decapList } = renderList(["Groundnut meal", "Soya meal"]);
  expect(screen.queryByLabelText("Groundnut meal name", { selector: "input" })).toBeNull();
  expect(screen.queryByLabelText("Soya meal name", { selector: "input" })).toBeNull();
  act(() => decapList().setState({ itemsCollapsed: [false, true] }));
  expect(screen.getByLabelText("Groundnut meal name")).toBeInTheDocument();
  expect(screen.queryByLabelText("Soya meal name", { selector: "input" })).toBeNull();
  act(() => decapList().setState({ itemsCollapsed: [true, true] }));
  expect(screen.getByLabelText("Groundnut meal name")).toBeInTheDocument();
});

test("Decap's checks and focus reach its list, and its entries' controls are not passed up as the list's", () => {
  const { ref, decapList, controlRef } = renderList(["Groundnut meal"]);
  ref.current!.validate();
  ref.current!.focus("0.name");
  expect(decapList().validate).toHaveBeenCalledTimes(1);
  expect(decapList().focus).toHaveBeenCalledWith("0.name");
  expect(controlRef).not.toHaveBeenCalled();
});

test("the entries open when a file's form went away (a Save reloads it) open again when it comes back", () => {
  const entry = readable({ collection: "catalogue", slug: "categories" });
  const first = renderList(["Oil meals", "Pulses", "Spices"], entry);
  act(() => first.decapList().setState({ itemsCollapsed: [true, false, true] }));
  first.view.unmount();
  const again = renderList(["Oil meals", "Pulses", "Spices"], entry);
  expect(again.decapList().state.itemsCollapsed).toEqual([true, false, true]);
  expect(screen.getByLabelText("Pulses name")).toBeInTheDocument();
});

test("Decap's list gets the same metadata object while its contents are the same, so its unchanged boxes are not drawn again", () => {
  const metadata = (contents: string) => ({ contents, equals: (other: { contents?: string }) => other?.contents === contents });
  const first = metadata("oil-meals");
  const { view, decapList } = renderList(["Groundnut meal"]);
  const props = { editorControl: Box, field: readable({ name: "products" }), entry: readable({ collection: "catalogue", slug: "products" }), parentIds: [], value: { size: 1 }, names: ["Groundnut meal"], drawn: () => undefined };
  view.rerender(<LazyList {...props} metadata={first} />);
  view.rerender(<LazyList {...props} metadata={metadata("oil-meals")} />);
  expect((decapList().props as { metadata?: unknown }).metadata).toBe(first);
  const changed = metadata("pulses");
  view.rerender(<LazyList {...props} metadata={changed} />);
  expect((decapList().props as { metadata?: unknown }).metadata).toBe(changed);
});

/** A stand-in for Decap's Immutable.js maps of metadata: a size, and `every` over the values. */
const metadataMap = (values: Record<string, unknown>) => ({ size: Object.keys(values).length, every: (test: (value: unknown) => boolean) => Object.values(values).every(test) });

test("emptyMetadata tells a list's metadata of nothing from metadata that says something", () => {
  expect(emptyMetadata(undefined)).toBe(true);
  expect(emptyMetadata(metadataMap({ products: metadataMap({}) }))).toBe(true);
  expect(emptyMetadata(metadataMap({ products: metadataMap({ category: "oil-meals" }) }))).toBe(false);
});

test("a list without a picker keeps its metadata of nothing when its first change makes it an empty map", () => {
  const { view, decapList } = renderList(["Groundnut meal"]);
  const props = { editorControl: Box, field: readable({ name: "products" }), entry: readable({ collection: "translation-es", slug: "es-products" }), parentIds: [], value: { size: 1 }, names: ["Groundnut meal"], drawn: () => undefined };
  view.rerender(<LazyList {...props} metadata={metadataMap({ products: metadataMap({}) })} />);
  expect((decapList().props as { metadata?: unknown }).metadata).toBeUndefined();
});

test("closedOnReturn reopens a list's entries only when it has as many as when it was left", () => {
  expect(closedOnReturn([true, false], 2)).toEqual([true, false]);
  expect(closedOnReturn([true, false], 3)).toBeNull();
  expect(closedOnReturn([true, true], 2)).toBeNull();
  expect(closedOnReturn(undefined, 2)).toBeNull();
});

test("listPlace names a list of the file itself, not one inside an entry", () => {
  const entry = readable({ collection: "catalogue", slug: "products" });
  expect(listPlace(entry, readable({ name: "products" }), [])).toBe("catalogue/products/products");
  expect(listPlace(entry, readable({ name: "specifications" }), ["products-field-1", "a1b2"])).toBeNull();
});

test("drawnOnceOpened draws a field whose entry Decap does not say is closed", () => {
  const Field = drawnOnceOpened(Box);
  expect(drawnOnceOpened(Box)).toBe(Field);
  render(<Field {...({ label: "Name" } as object)} />);
  expect(screen.getByLabelText("Name")).toBeInTheDocument();
});

/** A stand-in for how Decap's ListControl draws: `renderItem` for each entry, through the instance's property. */
class FakeDrawingList extends Component<Record<string, unknown> & { items: string[] }> {
  state = { keys: this.props.items.map((_, index) => `key-${index}`), itemsCollapsed: this.props.items.map(() => true) };
  drawings = 0;
  renderItem = (item: unknown, index: number) => {
    this.drawings += 1;
    return <p key={this.state.keys[index]}>{`${String(item)} ${this.state.itemsCollapsed[index] ? "closed" : "open"}`}</p>;
  };
  render() {
    return <div>{this.props.items.map((item, index) => this.renderItem(item, index))}</div>;
  }
}

test("an entry whose value, place and state have not changed is not drawn again", () => {
  const ref: { current: FakeDrawingList | null } = { current: null };
  const field = readable({ name: "products" });
  const view = render(<FakeDrawingList ref={ref} field={field} items={["Oil meals", "Pulses"]} />);
  const list = ref.current!;
  keepUnchangedEntries(list as unknown as Parameters<typeof keepUnchangedEntries>[0]);
  expect(list.drawings).toBe(2);
  view.rerender(<FakeDrawingList ref={ref} field={field} items={["Oil meals", "Pulses"]} />);
  expect(list.drawings).toBe(4);
  view.rerender(<FakeDrawingList ref={ref} field={field} items={["Oil meals", "Pulses!"]} />);
  expect(list.drawings).toBe(5);
  expect(screen.getByText("Pulses! closed")).toBeInTheDocument();
  act(() => list.setState({ itemsCollapsed: [false, true] }));
  expect(list.drawings).toBe(6);
  expect(screen.getByText("Oil meals open")).toBeInTheDocument();
  // Another field (a prop Decap's renderItem reads) draws every entry again.
  view.rerender(<FakeDrawingList ref={ref} field={readable({ name: "categories" })} items={["Oil meals", "Pulses!"]} />);
  expect(list.drawings).toBe(8);
});

test("sameInputs compares each input by identity", () => {
  const value = { name: "x" };
  expect(sameInputs([value, 1, "a"], [value, 1, "a"])).toBe(true);
  expect(sameInputs([value], [{ name: "x" }])).toBe(false);
  expect(sameInputs([1], [1, 2])).toBe(false);
  // Decap's metadata, an Immutable.js value made afresh at each change, compares by its contents.
  const metadata = (contents: string) => ({ contents, equals: (other: { contents?: string }) => other?.contents === contents });
  expect(sameInputs([metadata("a")], [metadata("a")])).toBe(true);
  expect(sameInputs([metadata("a")], [metadata("b")])).toBe(false);
});
