/**
 * A form sent before the page's script has loaded (docs/decisions/relay.md#before-the-script, DECISIONS 40).
 *
 * The page's loader (scripts/build/deferred-entry.ts, the one small script every page asks for) listens
 * for `submit` on the document. A send that no React handler took (`defaultPrevented` is false: the form
 * is not hydrated yet) of a form that collects personal data (it has a consent box, docs/decisions/relay.md#36,
 * or posts to the relay) is stopped, so nothing the visitor typed goes into a URL, marked on the form
 * element as held (and `aria-busy`, which the Send button shows: index.html's style), and the app is
 * asked for at once. Once the form's code has taken over the form, it takes the mark (`takeHeldSubmit`)
 * and sends once, through its own submit.
 *
 * When even the loader has not run, the form's own `method="post"` to the relay is the fallback: the
 * relay answers such a post with a page in the visitor's language (api/_lib/form-post.ts).
 *
 * The mark is a property of the element, not an attribute: the pre-rendered HTML and hydration never see it.
 */
import { ENQUIRY_ENDPOINT } from './answer.js';

/** The form element's property the loader sets to the time of the held send. */
export const HELD_SUBMIT_PROPERTY = 'heldSubmit';

/** The name of the control that tells a form collecting personal data (every such form has its consent box). */
export const CONSENT_FIELD = 'consent';

export { ENQUIRY_ENDPOINT };

/** Whether the loader held a send of this form; the mark is taken, so the form sends it once. */
export function takeHeldSubmit(form: HTMLFormElement): boolean {
  const marked = form as HTMLFormElement & Record<string, unknown>;
  const held = typeof marked[HELD_SUBMIT_PROPERTY] === 'number';
  if (held) delete marked[HELD_SUBMIT_PROPERTY];
  // The loader's busy mark goes too: from here the form's own states say that it is sending.
  form.removeAttribute('aria-busy');
  return held;
}
