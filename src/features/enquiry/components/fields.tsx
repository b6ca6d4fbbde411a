import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { styled } from 'styled-components';
import { VisuallyHidden } from '../../../components/ui/container.js';
import { useShell } from '../../../components/layout/use-shell.js';
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

/** A message that mentions the phone number, with the number as a tel: link. */
export function WithPhone({ text }: { text: (phone: string) => string }) {
  const { phone } = useShell().company;
  const marker = '\u0000';
  const [before, after = ''] = text(marker).split(marker);
  return (
    <>
      {before}
      <a href={telHref(phone)}>{phone}</a>
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
