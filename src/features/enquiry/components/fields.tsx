import type { ChangeEvent, InputHTMLAttributes, ReactNode, TextareaHTMLAttributes } from 'react';
import { useTranslation } from 'react-i18next';
import { styled } from 'styled-components';
import company from '../../../../content/company.js';
import { VisuallyHidden } from '../../../components/ui/container.js';
import { telHref } from '../../../lib/contact-links.js';

interface FieldProps {
  id: string;
  label: string;
  error?: string;
  children: ReactNode;
}

/** A labelled control with its error underneath, announced and linked to the control. */
export function Field({ id, label, error, children }: FieldProps) {
  const { t } = useTranslation('enquiry');
  return (
    <FieldBox>
      <label htmlFor={id}>
        {label} <Required aria-hidden="true">*</Required>
        <VisuallyHidden> ({t('required')})</VisuallyHidden>
      </label>
      {children}
      {error && (
        <ErrorText id={`${id}-error`} role="alert">
          {error}
        </ErrorText>
      )}
    </FieldBox>
  );
}

/** `aria-invalid` and `aria-describedby` for a control of a Field. */
export function errorProps(id: string, error: string | undefined) {
  return error ? { 'aria-invalid': true as const, 'aria-describedby': `${id}-error` } : {};
}

export const TextInput = styled.input<InputHTMLAttributes<HTMLInputElement>>`
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

export const TextArea = styled.textarea<TextareaHTMLAttributes<HTMLTextAreaElement>>`
  width: 100%;
  min-height: 120px;
  padding: ${({ theme }) => theme.space.sm};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.background};
  color: ${({ theme }) => theme.color.text};
  font: inherit;
  resize: vertical;
  &[aria-invalid='true'] {
    border-color: ${({ theme }) => theme.color.danger};
    border-width: 2px;
  }
`;

/** A message that mentions the phone number, with the number as a tel: link. */
export function WithPhone({ text }: { text: (phone: string) => string }) {
  const marker = '\u0000';
  const [before, after = ''] = text(marker).split(marker);
  return (
    <>
      {before}
      <a href={telHref(company.phone.display)}>{company.phone.display}</a>
      {after}
    </>
  );
}

const FieldBox = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
  label {
    font-weight: 600;
  }
`;

const Required = styled.span`
  color: ${({ theme }) => theme.color.danger};
`;

export const ErrorText = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.danger};
  font-size: ${({ theme }) => theme.fontSize.sm};
  font-weight: 600;
`;

/**
 * The spam trap (DECISIONS 27): a field people never see or reach, which bots fill
 * in. The relay answers success to a filled one and sends nothing.
 */
export function SpamTrap({ value, onChange }: { value: string; onChange: (event: ChangeEvent<HTMLInputElement>) => void }) {
  return (
    <Trap aria-hidden="true">
      <input name="company" tabIndex={-1} autoComplete="off" value={value} onChange={onChange} />
    </Trap>
  );
}

const Trap = styled.div`
  position: absolute;
  left: -10000px;
  width: 1px;
  height: 1px;
  overflow: hidden;
`;
