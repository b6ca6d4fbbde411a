import type { ChangeEvent, InputHTMLAttributes } from 'react';
import { useTranslation } from 'react-i18next';
import { styled } from 'styled-components';
import { VisuallyHidden } from '../../../components/ui/container.js';
import { Field, Input, TextArea, type FieldControlProps, type FieldProps } from '../../../components/ui/form-controls.js';
import { useShell } from '../../../components/layout/use-shell.js';
import { telHref } from '../../../lib/contact-links.js';

/**
 * A required field of an enquiry form: a star after the label ("required" for screen
 * readers), and its error announced when the form is sent (docs/decisions/relay.md#form-states).
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

/** What each kind of answer asks of the browser in every enquiry form: type, autofill, keyboard. */
const CONTROLS = {
  name: { autoComplete: 'name' },
  email: { type: 'email', autoComplete: 'email' },
  phone: { type: 'tel', autoComplete: 'tel', inputMode: 'tel' },
} satisfies Record<string, InputHTMLAttributes<HTMLInputElement>>;

interface EnquiryInputProps {
  name: keyof typeof CONTROLS | 'message';
  label: string;
  error?: string;
  value: string;
  onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => void;
  placeholder?: string;
  /** Under the control while it has no error: an example of what to write. */
  hint?: string;
  /** Not required: no star, and the label (given) says it is optional (the dialog's e-mail for an answer by phone). */
  optional?: boolean;
}

/** A text answer of an enquiry form, required unless `optional`, named as the relay's payload names it; the message is a text area. */
export function EnquiryInput({ name, label, error, hint, optional = false, ...control }: EnquiryInputProps) {
  const input = (wiring: FieldControlProps) =>
    name === 'message' ? (
      <TextArea {...wiring} name={name} required={!optional} rows={4} {...control} />
    ) : (
      <Input {...wiring} name={name} required={!optional} {...CONTROLS[name]} {...control} />
    );
  return optional ? (
    <Field label={label} error={error} hint={hint} announceError>
      {input}
    </Field>
  ) : (
    <EnquiryField label={label} error={error} hint={hint}>
      {input}
    </EnquiryField>
  );
}

/**
 * A failure's sentence with the dealer's number as a tel: link where the text names it (`{{phone}}`,
 * at its end). A text that does not name it still offers it, as its own sentence after a space, never
 * run into the text («…try again+375 …» was).
 */
export function WithPhone({ text }: { text: (phone: string) => string }) {
  const { t } = useTranslation('enquiry');
  const { phone } = useShell().company;
  const marker = '\u0000';
  const written = text(marker);
  const link = <PhoneLink href={telHref(phone)}>{phone}</PhoneLink>;
  if (!written.includes(marker)) {
    const [before, after = ''] = t('relay.callUs', { phone: marker }).split(marker);
    return (
      <>
        {written.trimEnd()} {before}
        {link}
        {after}
      </>
    );
  }
  const [before, after = ''] = written.split(marker);
  return (
    <>
      {before}
      {link}
      {after}
    </>
  );
}

/** A phone number is read and dialled whole: it never breaks across lines. */
const PhoneLink = styled.a`
  white-space: nowrap;
`;

const Required = styled.span`
  color: ${({ theme }) => theme.color.danger};
`;
