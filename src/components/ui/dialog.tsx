import { useEffect, useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { styled } from 'styled-components';
import { CloseIcon } from './icons.js';

interface DialogProps {
  open: boolean;
  onClose: () => void;
  title: string;
  closeLabel: string;
  children: ReactNode;
  /** `wide` suits a video; `narrow` a form. */
  size?: 'narrow' | 'wide';
}

/** What Tab stops at, less what is hidden or inert (the spam trap). */
const TABBABLE =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), iframe, [tabindex]:not([tabindex="-1"])';

/**
 * Tab from the dialog's last control goes round to its first, and Shift+Tab from the first
 * (or from the dialog itself) to the last. The native modal leaves the page inert but lets Tab
 * out to the browser's own controls and back onto the dialog's frame; the dialog pattern keeps
 * the keyboard inside, as the video and the enquiry dialogs promise.
 */
function keepTabInside(event: KeyboardEvent<HTMLDialogElement>) {
  if (event.key !== 'Tab') return;
  const dialog = event.currentTarget;
  const controls = [...dialog.querySelectorAll<HTMLElement>(TABBABLE)].filter(
    (control) => control.getClientRects().length > 0 && !control.closest('[inert]'),
  );
  const first = controls[0];
  const last = controls.at(-1);
  if (!first || !last) return;
  const active = document.activeElement;
  const to = event.shiftKey ? (active === first || active === dialog ? last : null) : active === last ? first : null;
  if (!to) return;
  event.preventDefault();
  to.focus();
}

/**
 * A modal dialog on the native <dialog>: the page behind is inert and does not
 * scroll, focus moves in, stays in (Tab goes round) and returns to the opener, and
 * Escape, the close button and a click on the backdrop close it. Content renders
 * only while open.
 */
export function Dialog({ open, onClose, title, closeLabel, children, size = 'narrow' }: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const opener = useRef<HTMLElement | null>(null);
  const titleId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      opener.current = document.activeElement as HTMLElement | null;
      dialog.showModal();
      document.documentElement.style.overflow = 'hidden';
    } else if (!open && dialog.open) {
      dialog.close();
    }
  }, [open]);

  // Leaving the page with the dialog open must not leave the page locked.
  useEffect(() => () => void (document.documentElement.style.overflow = ''), []);

  return (
    <Modal
      ref={ref}
      aria-labelledby={titleId}
      $size={size}
      onClose={() => {
        document.documentElement.style.overflow = '';
        opener.current?.focus();
        if (open) onClose();
      }}
      onKeyDown={keepTabInside}
      // Escape closes through the state, like the close button: left to the browser, the dialog
      // closed at once but the state only with the 'close' event a task later, and an Enter on the
      // opener in between found the dialog still "open" and did not open it again.
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      onClick={(event) => {
        // The dialog element itself is only hit on its backdrop: the content fills it.
        if (event.target === ref.current) onClose();
      }}
    >
      <Panel>
        <Header>
          <Title id={titleId}>{title}</Title>
          <CloseButton type="button" aria-label={closeLabel} onClick={onClose}>
            <CloseIcon />
          </CloseButton>
        </Header>
        {open && children}
      </Panel>
    </Modal>
  );
}

const Modal = styled.dialog<{ $size: 'narrow' | 'wide' }>`
  width: min(100% - 2rem, ${({ $size }) => ($size === 'wide' ? '960px' : '560px')});
  max-height: calc(100dvh - 2rem);
  padding: 0;
  border: none;
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.color.background};
  color: ${({ theme }) => theme.color.text};
  box-shadow: ${({ theme }) => theme.shadow.dialog};
  &::backdrop {
    background: ${({ theme }) => theme.color.backdrop};
  }
`;

const Panel = styled.div`
  padding: ${({ theme }) => theme.space.md} ${({ theme }) => theme.space.lg} ${({ theme }) => theme.space.lg};
`;

const Header = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.md};
  margin-bottom: ${({ theme }) => theme.space.md};
`;

const Title = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSize.xl};
`;

const CloseButton = styled.button`
  flex: none;
  display: grid;
  place-items: center;
  width: 44px;
  height: 44px;
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.color.background};
  color: ${({ theme }) => theme.color.text};
  cursor: pointer;
  &:hover {
    background: ${({ theme }) => theme.color.surface};
  }
`;
