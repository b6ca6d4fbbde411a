/**
 * The React that Sveltia CMS renders custom fields with: its own copy, which it puts on `window`
 * as `createClass` and `h` (Decap's API for custom widgets). The site's fields use it rather than
 * the site's React, so that one React renders them; class components, because Sveltia asks a
 * field's instance `isValid()` before a save.
 */
import type { CustomFieldControlProps } from '@sveltia/cms';

type Child = unknown;
export type CreateElement = (type: string | object, props?: Record<string, unknown> | null, ...children: Child[]) => unknown;

export interface FieldInstance<State> {
  props: CustomFieldControlProps;
  state: State;
  setState(update: Partial<State>): void;
}

/** A class component written as Decap's `createClass` expects: its methods get the instance as `this`. */
export type FieldSpec<State> = {
  getInitialState?(this: FieldInstance<State>): State;
  componentDidMount?(this: FieldInstance<State>): void;
  componentDidUpdate?(this: FieldInstance<State>, previous: CustomFieldControlProps): void;
  componentWillUnmount?(this: FieldInstance<State>): void;
  isValid?(this: FieldInstance<State>): boolean | { error: { message: string } } | Promise<boolean | { error: { message: string } }>;
  render(this: FieldInstance<State>): unknown;
} & Record<string, unknown>;

interface SveltiaWindow {
  createClass: <State>(spec: FieldSpec<State>) => object;
  h: CreateElement;
}

const sveltia = () => window as unknown as SveltiaWindow;

export const h: CreateElement = (...args) => sveltia().h(...args);

export function fieldClass<State>(spec: FieldSpec<State>): object {
  return sveltia().createClass(spec);
}

/** The entry of a field's props as plain data (Sveltia hands it over as an Immutable Map). */
export function plainEntry(props: CustomFieldControlProps): {
  data: Record<string, unknown>;
  i18n: Record<string, { data: Record<string, unknown> }>;
  path: string;
  collection: string;
} | null {
  const entry = props.entry as unknown as { toJS(): unknown } | undefined;
  if (!entry) return null;
  const plain = entry.toJS() as {
    data?: Record<string, unknown>;
    i18n?: Record<string, { data: Record<string, unknown> }>;
    path?: string;
    collection?: string;
  };
  return { data: plain.data ?? {}, i18n: plain.i18n ?? {}, path: plain.path ?? '', collection: plain.collection ?? '' };
}

/** A custom field's option from its configuration (cms-fields.ts writes them). */
export function option<T>(props: CustomFieldControlProps, name: string): T | undefined {
  const field = props.field as unknown as { get(key: string): unknown; toJS?(): unknown };
  const value = field.get(name) as { toJS?(): unknown } | undefined;
  return (value && typeof value === 'object' && typeof value.toJS === 'function' ? value.toJS() : value) as T | undefined;
}
