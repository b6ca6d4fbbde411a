import { useCallback, useEffect, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { mayHaveArrived, type ClientErrorCode, type RelayErrorCode } from '../../lib/enquiry/answer.js';
import type { ErrorCode } from '../../lib/enquiry/limits.js';
import type { ContactInput, EnquiryInput } from '../../lib/enquiry/schema.js';
import { isIdempotencyKey, newIdempotencyKey } from '../../lib/enquiry/idempotency.js';
import { sendEnquiry } from '../../lib/enquiry/send.js';
import { takeHeldSubmit } from '../../lib/enquiry/held-submit.js';
import { TRAP_FIELD } from '../../lib/enquiry/trap.js';

export type SendStatus =
  | { state: 'idle' }
  | { state: 'sending' }
  /** `kept`: a repeat of an enquiry the relay already has (issue 25): said so, not "sent". `at`: when (the browser's clock), for the callback time. */
  | { state: 'sent'; kept?: boolean; at: number }
  | { state: 'failed'; code: RelayErrorCode | ClientErrorCode };

type Checked = { ok: true; data: ContactInput | EnquiryInput } | { ok: false; errors: Partial<Record<string, ErrorCode>> };

interface Options<Fields, Field extends string> {
  empty: Fields;
  /** The fields in the order they appear: the first invalid one gets the focus. */
  order: readonly Field[];
  /** The payload of the current fields, checked by the shared schema. */
  check: (fields: Fields) => Checked | Promise<Checked>;
  /** Whether the form is on screen (a dialog: open); the time trap counts from when it last became so. */
  shown?: boolean;
}

/**
 * State and sending shared by the contact form and the enquiry dialog (docs/decisions/relay.md#form-states):
 * editing a field clears its error; invalid fields are marked and the first one
 * focused; while sending the form is busy; a failure keeps every field.
 */
export function useEnquiryForm<Fields extends object, Field extends string>({ empty, order, check, shown = true }: Options<Fields, Field>) {
  const [fields, setFields] = useState<Fields>(empty);
  const [errors, setErrors] = useState<Partial<Record<Field, ErrorCode>>>({});
  const [status, setStatus] = useState<SendStatus>({ state: 'idle' });
  const formRef = useRef<HTMLFormElement>(null);
  // The spam traps (docs/decisions/relay.md#27): the hidden field's value, and when the form was shown.
  const [trap, setTrap] = useState('');
  const shownAt = useRef(0);
  // The key of this fill (src/lib/enquiry/idempotency.ts): made when the form is first shown,
  // the same for every attempt, new once it was sent. A draft brings its own back (`keySince`).
  const fillKey = useRef('');
  useEffect(() => {
    if (!shown) return;
    shownAt.current = Date.now();
    if (!fillKey.current) fillKey.current = newIdempotencyKey();
  }, [shown]);
  /** A draft typed earlier came back with the key of its fill. */
  const keySince = useCallback((key: unknown) => {
    if (isIdempotencyKey(key)) fillKey.current = key;
  }, []);
  /** Another enquiry in the same form (the dialog opened for another car): a key of its own. */
  const renewKey = useCallback(() => {
    fillKey.current = newIdempotencyKey();
  }, []);
  /** A draft typed earlier came back: the form has been there since `since`. */
  const shownSince = useCallback((since: number) => {
    // A draft saved without its time (0) keeps the form's own: the relay holds an enquiry without valid timing.
    if (since > 0) shownAt.current = Math.min(shownAt.current || since, since);
  }, []);
  const trapField = { value: trap, onChange: (event: ChangeEvent<HTMLInputElement>) => setTrap(event.target.value) };

  // A pre-rendered form can be typed into before its code arrives (the home page's loads
  // when the page is idle): React keeps that text in the page but not in state, and the
  // next render would wipe it. Adopt it, the hidden trap's included. And a form sent before
  // the code arrived was held by the page's loader (docs/decisions/relay.md#before-the-script): it is
  // sent now, once, with what was typed.
  const held = useRef(false);
  useEffect(() => {
    const form = formRef.current;
    if (!form) return;
    held.current = takeHeldSubmit(form);
    const typed: Record<string, string | boolean> = {};
    for (const [name, initial] of Object.entries(empty)) {
      const control = form.elements.namedItem(name);
      if (!(control instanceof HTMLInputElement || control instanceof HTMLTextAreaElement)) continue;
      const value = control instanceof HTMLInputElement && control.type === 'checkbox' ? control.checked : control.value;
      if (value !== initial) typed[name] = value;
    }
    if (Object.keys(typed).length > 0) setFields((current) => ({ ...current, ...typed }));
    const trapControl = form.elements.namedItem(TRAP_FIELD);
    if (trapControl instanceof HTMLInputElement && trapControl.value) setTrap(trapControl.value);
    // Typed (or sent) before the code came: the form has been on screen since the page loaded, which
    // the time trap must count from, or a held send would look faster than a person.
    if ((held.current || Object.keys(typed).length > 0) && typeof performance !== 'undefined' && performance.timeOrigin > 0) {
      const since = Math.floor(performance.timeOrigin);
      shownAt.current = shownAt.current ? Math.min(shownAt.current, since) : since;
    }
  }, [empty]);
  // After the render that adopted the typed fields: the held send goes through the form's own
  // submit (its checks, its states), as if the visitor had pressed Send now.
  const [adopted, setAdopted] = useState(false);
  useEffect(() => setAdopted(true), []);
  useEffect(() => {
    if (!adopted || !held.current) return;
    held.current = false;
    formRef.current?.requestSubmit();
  }, [adopted]);

  const edit = (name: keyof Fields & string) => (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
    const target = event.target;
    const value = target instanceof HTMLInputElement && target.type === 'checkbox' ? target.checked : target.value;
    setFields((current) => ({ ...current, [name]: value }));
    setErrors((current) => (name in current ? { ...current, [name]: undefined } : current));
    // Edited after "may have arrived": a new enquiry (the relay tells them apart), so it may be sent.
    setStatus((current) => (current.state === 'failed' && mayHaveArrived(current.code) ? { state: 'idle' } : current));
  };

  const reset = useCallback(() => {
    setFields(empty);
    setErrors({});
    setStatus({ state: 'idle' });
    setTrap('');
    shownAt.current = Date.now();
    fillKey.current = newIdempotencyKey();
  }, [empty]);

  /** The form goes off screen keeping what was typed (docs/decisions/relay.md#28): errors and an old answer go; a send under way carries on. */
  const settle = useCallback(() => {
    setErrors({});
    setStatus((current) => (current.state === 'sending' ? current : { state: 'idle' }));
  }, []);

  // What the relay answered is where the visitor is looking next, on a phone too: the
  // message box takes the focus (and so scrolls into view), inside the dialog as well.
  const alertRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (status.state === 'failed' && status.code !== 'invalid') alertRef.current?.focus();
  }, [status]);

  // After "may have arrived" the form does not send again by itself (issue 25): Send stays off.
  const locked = status.state === 'failed' && mayHaveArrived(status.code);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (status.state === 'sending' || status.state === 'sent' || locked) return;
    const checked = await check(fields);
    if (!checked.ok) {
      setErrors(checked.errors as Partial<Record<Field, ErrorCode>>);
      const first = order.find((name) => checked.errors[name]);
      if (first) formRef.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
      return;
    }
    setStatus({ state: 'sending' });
    if (!fillKey.current) fillKey.current = newIdempotencyKey();
    const answer = await sendEnquiry(checked.data, { trap, shownAt: shownAt.current, key: fillKey.current });
    if (answer.ok) {
      setStatus({ state: 'sent', kept: answer.kept === true, at: Date.now() });
      return;
    }
    if (answer.code === 'invalid' && 'fields' in answer && answer.fields) setErrors(answer.fields as Partial<Record<Field, ErrorCode>>);
    setStatus({ state: 'failed', code: answer.code });
  };

  return {
    fields,
    setFields,
    errors,
    status,
    edit,
    submit,
    reset,
    settle,
    formRef,
    trapField,
    shownAt,
    shownSince,
    fillKey,
    keySince,
    renewKey,
    locked,
    alertRef,
  };
}
