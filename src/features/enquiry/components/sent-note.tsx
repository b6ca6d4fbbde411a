import { useRef, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { styled } from 'styled-components';
import type { ContactMethod } from '../../../lib/enquiry/schema.js';
import { useLang } from '../../../components/layout/use-lang.js';
import { Alert } from '../../../components/ui/alert.js';
import { CloseIcon } from '../../../components/ui/icons.js';
import { formatSentTime } from '../../../lib/enquiry/sent-time.js';
import { useEnquiryTexts } from '../use-enquiry-texts.js';

/**
 * The last enquiry sent, for the confirmation beside the button that opened the dialog
 * (docs/decisions/relay.md#35): which opener, on which page, when (the browser's clock),
 * how the visitor asked to be answered, and whether the dialog has closed since. Kept here,
 * in the dialog's chunk, so that none of it weighs on a page's first load.
 */
interface Sent {
  by: string;
  path: string;
  at: number;
  method: ContactMethod;
  /** Where the answer will go: the number as staff read it, or the e-mail address. */
  contact: string;
  closed: boolean;
}

let sent: Sent | undefined;
const listeners = new Set<() => void>();
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => void listeners.delete(listener);
};
const update = (next: Sent | undefined) => {
  sent = next;
  for (const listener of listeners) listener();
};

/** The relay took the enquiry opened from `by`, on the page at `path`. */
export function markSent({
  by,
  pathname,
  method,
  contact,
}: {
  by: string;
  pathname: string;
  method: ContactMethod;
  contact: string;
}): void {
  update({ by, path: pathname, at: Date.now(), method, contact, closed: false });
}

/** The dialog has closed (and the page behind it is no longer inert): the confirmation may show. */
export function markClosed(): void {
  if (sent && !sent.closed) update({ ...sent, closed: true });
}

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled])';

/** The visible control just before `node` in the page's order (the opener, or the last of its row). */
function focusBefore(node: Element): void {
  const before = [...document.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
    (element) => element.compareDocumentPosition(node) & Node.DOCUMENT_POSITION_FOLLOWING && element.getClientRects().length > 0,
  );
  before.at(-1)?.focus();
}

/**
 * Beside the opener `by` (the host renders it for every opener once the dialog has been
 * used): the polite live region when `by` is the dialog's `opener` or sent the last
 * enquiry, and the confirmation in it, e.g. «Заявка отправлена в 14:05. Мы перезвоним
 * вам в течение 2 часов.», once the dialog has closed. The region is there, empty, from the opening: a screen
 * reader announces a change of a region it already knows. Another page (the header stays
 * across pages) shows none.
 */
export function EnquirySentNote({ by, opener }: { by: string; opener?: string }) {
  const { t } = useTranslation('enquiry');
  const { callback } = useEnquiryTexts('dialog');
  const lang = useLang();
  const { pathname } = useLocation();
  const region = useRef<HTMLDivElement>(null);
  const last = useSyncExternalStore(subscribe, () => sent);
  const mine = last?.by === by && last.path === pathname ? last : undefined;
  if (by !== opener && !mine) return null;
  // Hidden on request (under the header it stays in view as the page scrolls); the focus goes
  // back to where the visitor was, not to the top of the page.
  const dismiss = () => {
    if (region.current) focusBefore(region.current);
    update(undefined);
  };
  // The dismiss button is outside the live region, so that it is not read out with the text.
  return (
    <Region ref={region}>
      <div role="status">
        {mine?.closed && (
          <Note $tone="success">
            {t(mine.method === 'email' ? 'dialog.sentByEmail' : 'dialog.sentByPhone', {
              time: formatSentTime(new Date(mine.at), lang),
              phone: mine.contact,
              email: mine.contact,
              // When the dealer will call, by the sales hours (docs/decisions/relay.md#callback-time): never a bare «перезвоним».
              when: callback(new Date(mine.at)),
            })}
          </Note>
        )}
      </div>
      {mine?.closed && (
        <Dismiss type="button" aria-label={t('dialog.dismissSent')} onClick={dismiss}>
          <CloseIcon size={18} />
        </Dismiss>
      )}
    </Region>
  );
}

// Under the header's bar it lines up with the bar's content (as the page's Container does); the
// style is here, loaded with the dialog, rather than in the header every page loads.
const Region = styled.div`
  position: relative;
  header > & {
    max-width: ${({ theme }) => theme.layout.maxWidth};
    margin: 0 auto;
    padding: 0 ${({ theme }) => theme.space.md};
  }
`;

// The room under it is its own: beside a button in a card, and under the header's bar.
const Note = styled(Alert).attrs({ as: 'p' })`
  display: flex;
  align-items: center;
  min-height: 44px;
  margin-bottom: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.xs} 44px ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.sm};
  border-width: 1px;
  font-size: ${({ theme }) => theme.fontSize.sm};
`;

/** Over the note's right end, in the room its padding leaves. */
const Dismiss = styled.button`
  position: absolute;
  top: 0;
  right: 0;
  display: grid;
  place-items: center;
  width: 44px;
  height: 44px;
  border: 0;
  border-radius: ${({ theme }) => theme.radius.md};
  background: none;
  color: ${({ theme }) => theme.color.success};
  cursor: pointer;
  header > div > & {
    right: ${({ theme }) => theme.space.md};
  }
  &:hover {
    background: ${({ theme }) => theme.color.background};
  }
`;
