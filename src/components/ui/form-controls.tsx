/**
 * What every form on the site is made of, in one module so that a page with a form loads
 * it as one file and a page without loads none of it: the controls (one look, 44 px touch
 * targets, an invalid state that `aria-invalid` switches on), the Field that labels them
 * and wires their hint and error, and the fieldset without a frame.
 */
import { useId, type ReactNode } from 'react';
import { css, styled } from 'styled-components';

const control = css`
  width: 100%;
  min-height: 44px;
  padding: 0 ${({ theme }) => theme.space.sm};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.background};
  color: ${({ theme }) => theme.color.text};
  font: inherit;
  &[aria-invalid='true'] {
    border-color: ${({ theme }) => theme.color.danger};
    border-width: 2px;
  }
`;

export const Input = styled.input`
  ${control}
`;

export const Select = styled.select`
  ${control}
`;

export const TextArea = styled.textarea`
  ${control}
  min-height: 120px;
  padding: ${({ theme }) => theme.space.sm};
  resize: vertical;
`;

/** What a Field gives its control: spread it onto the input, select or textarea. */
export interface FieldControlProps {
  id: string;
  'aria-invalid'?: true;
  'aria-describedby'?: string;
}

export interface FieldProps {
  label: ReactNode;
  /** Renders the control with the props it is given. */
  children: (control: FieldControlProps) => ReactNode;
  /** Shown under the control while there is no error: limits, an example. */
  hint?: ReactNode;
  /** Takes the hint's place and marks the control invalid. */
  error?: ReactNode;
  /** The error interrupts (role="alert"): for errors that appear on submit, not while typing. */
  announceError?: boolean;
  /** 'check': a checkbox or radio before its label on one row, 44 px tall. */
  layout?: 'stack' | 'check';
  /** After the label but outside it, so not part of the control's name (a link the label mentions). */
  aside?: ReactNode;
  /** The control's id, when something else must point at it; otherwise one is made. */
  id?: string;
  className?: string;
}

/**
 * A form field: its label, its control and one line under it (the error when there is
 * one, otherwise the hint). The control is handed its id and ARIA wiring, so that a screen
 * reader names it by the label and reads the line with it.
 */
export function Field({ label, children, hint, error, announceError, layout = 'stack', aside, id, className }: FieldProps) {
  const ownId = useId();
  const controlId = id ?? ownId;
  const message = error || hint;
  const messageId = message ? `${controlId}-${error ? 'error' : 'hint'}` : undefined;
  const control = children({
    id: controlId,
    ...(error ? { 'aria-invalid': true } : {}),
    ...(messageId && { 'aria-describedby': messageId }),
  });
  const labelElement = <label htmlFor={controlId}>{label}</label>;
  const labelled = aside ? (
    <span>
      {labelElement}
      {aside}
    </span>
  ) : (
    labelElement
  );
  return (
    <Box $check={layout === 'check'} className={className}>
      {layout === 'check' ? (
        <CheckRow>
          {control}
          {labelled}
        </CheckRow>
      ) : (
        <>
          {labelled}
          {control}
        </>
      )}
      {message && (
        <Message id={messageId} role={error && announceError ? 'alert' : undefined} $error={!!error}>
          {message}
        </Message>
      )}
    </Box>
  );
}

/** A check row keeps to the middle of a taller grid cell, as a lone flex row would. */
const Box = styled.div<{ $check: boolean }>`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
  align-content: ${({ $check }) => ($check ? 'center' : 'start')};
  label {
    font-weight: 600;
  }
`;

/** A checkbox or radio and its label on one row, 44 px tall. */
const CheckRow = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  min-height: 44px;
  input {
    width: 20px;
    height: 20px;
    accent-color: ${({ theme }) => theme.color.primary};
  }
`;

const Message = styled.p<{ $error: boolean }>`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSize.sm};
  color: ${({ $error, theme }) => ($error ? theme.color.danger : theme.color.textMuted)};
  font-weight: ${({ $error }) => ($error ? 600 : 400)};
`;

/**
 * A fieldset without the browser's frame: it groups controls under a legend for screen
 * readers only. `min-width: 0` lets it shrink in a grid like any block (browsers give a
 * fieldset its content's width as a minimum).
 */
export const FieldsetReset = styled.fieldset`
  margin: 0;
  padding: 0;
  border: 0;
  min-width: 0;
`;
