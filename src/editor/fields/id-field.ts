/**
 * A car's number in the catalogue (`site-id`): shown, never typed. A new car, or a copy made with
 * «Дублировать», gets the next free number as the form opens; a car keeps its own.
 */
import { parse } from 'yaml';
import { getSnapshot } from '../site-files/snapshot.js';
import { carId, otherIds } from '../lib/next-id.js';
import { say } from '../words.js';
import { fieldClass, h, plainEntry, type FieldInstance } from './react.js';

export const IdField = fieldClass<Record<string, never>>({
  getInitialState() {
    return {};
  },

  componentDidMount(this: FieldInstance<Record<string, never>>) {
    const path = plainEntry(this.props)?.path ?? '';
    void getSnapshot()
      .then((snapshot) => {
        const cars = new Map(
          [...snapshot].filter(([file]) => file.startsWith('content/cars/')).map(([file, text]) => [file, parse(text) as unknown]),
        );
        // A copy keeps the original's number until it is given its own here.
        const id = carId(path ? this.props.value : undefined, otherIds(cars, path));
        if (id !== this.props.value) this.props.onChange(id);
      })
      .catch(() => undefined);
  },

  render(this: FieldInstance<Record<string, never>>) {
    const { value, forID } = this.props;
    return h('p', { id: forID, className: 'site-id' }, typeof value === 'number' ? say('idShown', { id: value }) : say('idPending'));
  },
});
