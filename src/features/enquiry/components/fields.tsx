import { useTranslation } from 'react-i18next';
import { styled } from 'styled-components';
import { VisuallyHidden } from '../../../components/ui/container.js';
import { Field, type FieldProps } from '../../../components/ui/form-controls.js';
import { useShell } from '../../../components/layout/use-shell.js';
import { telHref } from '../../../lib/contact-links.js';

/**
 * A required field of an enquiry form: a star after the label ("required" for screen
 * readers), and its error announced when the form is sent (spec 000 §4).
 */
export function EnquiryField({ label, ...props }: Omit<FieldProps, 'announceError'>) {
  const { t } = useTranslation('enquiry');
  const required = (
    <>
      {label} <Required aria-hidden="true">*</Required>
      <VisuallyHidden> ({t('required')})</VisuallyHidden>
    </>
  );
  return <Field {...props} label={required} announceError />;
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

const Required = styled.span`
  color: ${({ theme }) => theme.color.danger};
`;
