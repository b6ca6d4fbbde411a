import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { styled } from 'styled-components';
import type { EnquiryOpening } from '../../../components/hooks/use-enquiry-dialog.js';
import { useLang } from '../../../components/layout/use-lang.js';
import { Alert } from '../../../components/ui/alert.js';
import { Button } from '../../../components/ui/button.js';
import { FieldsetReset } from '../../../components/ui/form-controls.js';
import { Dialog } from '../../../components/ui/dialog.js';
import { mayHaveArrived } from '../../../lib/enquiry/answer.js';
import {
  CONTACT_METHODS,
  DEFAULT_CONTACT_METHOD,
  emailRequired,
  validateEnquiry,
  type ContactMethod,
} from '../../../lib/enquiry/schema.js';
import { useEnquiryForm } from '../use-enquiry-form.js';
import { useEnquiryTexts } from '../use-enquiry-texts.js';
import { EnquiryInput, WithPhone } from './fields.js';
import { SpamTrap } from '../../../components/ui/spam-trap.js';
import { PrivacyLink } from './privacy-link.js';
import { MessengerLinks } from './messenger-links.js';
import { EnquirySentNote, markClosed, markSent } from './sent-note.js';

/** docs/decisions/relay.md#form-states: after success the banner shows, and 2 s later the dialog resets and closes. */
export const DIALOG_SUCCESS_MS = 2000;

type Fields = { name: string; email: string; phone: string; message: string; preferredContactMethod: ContactMethod };
type FieldName = 'name' | 'email' | 'phone' | 'message';
const EMPTY: Fields = { name: '', email: '', phone: '', message: '', preferredContactMethod: DEFAULT_CONTACT_METHOD };
/** The fields in the dialog's order: the way to answer comes right after the phone, and the e-mail after it. */
const ORDER: FieldName[] = ['name', 'phone', 'email', 'message'];

/**
 * The one enquiry dialog, general or about a car (docs/decisions/relay.md#22, #35); loaded when
 * first opened, it opens on every new `opening` the host gives it. The confirmation of a
 * sent enquiry stays beside the opener, `opening.by`.
 */
function EnquiryDialog({ opening }: { opening: EnquiryOpening }) {
  const { car, by } = opening;
  const [open, setOpen] = useState(true);
  useEffect(() => setOpen(true), [opening]);
  const onClose = useCallback(() => setOpen(false), []);
  const lang = useLang();
  const { t } = useTranslation('enquiry');
  const texts = useEnquiryTexts('dialog');
  const { fields, setFields, errors, status, edit, submit, reset, formRef, trapField } = useEnquiryForm<Fields, FieldName>({
    empty: EMPTY,
    order: ORDER,
    shown: open,
    check: (current) =>
      validateEnquiry({
        kind: 'enquiry',
        ...current,
        source: 'website',
        ...(car && { carId: car.id, carName: car.name }),
        lang,
        page: window.location.pathname,
      }),
  });

  // docs/decisions/relay.md#35: the message starts with an editable sentence naming the car (or a
  // general one). It goes in when the dialog opens, and only into an empty message or the
  // sentence put there before: what the visitor wrote stays.
  const firstSentence = car ? t('dialog.messageCar', { car: car.name }) : t('dialog.messageGeneral');
  const lastSentence = useRef('');
  useEffect(() => {
    if (!open) return;
    const previous = lastSentence.current;
    lastSentence.current = firstSentence;
    setFields((current) =>
      current.message.trim() === '' || current.message === previous ? { ...current, message: firstSentence } : current,
    );
  }, [open, firstSentence, setFields]);

  // docs/decisions/relay.md#form-states: closing resets fields, errors and status.
  const close = () => {
    reset();
    onClose();
  };

  // docs/decisions/relay.md#form-states, #35: the confirmation beside the opener is kept, and
  // 2 s after success the dialog resets and closes (the focus going back to the opener).
  const method = fields.preferredContactMethod;
  // What the success effect reports, read when it runs (once per success).
  const { pathname } = useLocation();
  const sentWith = useRef({ by, pathname, method });
  sentWith.current = { by, pathname, method };
  useEffect(() => {
    if (status.state !== 'sent') return;
    markSent(sentWith.current.by, sentWith.current.pathname, sentWith.current.method);
    const timer = setTimeout(() => {
      reset();
      onClose();
    }, DIALOG_SUCCESS_MS);
    return () => clearTimeout(timer);
  }, [status.state, reset, onClose]);
  // After the Dialog's own effect (a child's runs first) has closed it: the page is no longer inert.
  useEffect(() => {
    if (!open) markClosed();
  }, [open]);

  // docs/decisions/relay.md#35: the e-mail is asked for only for an answer by e-mail; its
  // "required" no longer stands once the visitor picks the phone.
  const needsEmail = emailRequired(method);
  const error = (name: FieldName) =>
    name === 'email' && !needsEmail && errors.email === 'required' ? undefined : texts.fieldError(name, errors[name]);
  const input = (name: 'name' | 'phone') => (
    <EnquiryInput name={name} label={t(`dialog.${name}`)} error={error(name)} value={fields[name]} onChange={edit(name)} />
  );
  const busy = status.state === 'sending' || status.state === 'sent';
  return (
    <Dialog
      open={open}
      onClose={close}
      title={car ? t('dialog.titleCar', { car: car.name }) : t('dialog.titleGeneral')}
      closeLabel={t('dialog.close')}
    >
      <Form ref={formRef} onSubmit={submit} noValidate>
        {status.state === 'sent' && (
          <Alert role="status" $tone="success">
            {t('dialog.success')}
          </Alert>
        )}
        {status.state === 'failed' && (
          <Alert role="alert" $tone="danger">
            {/* "Please try again" is wrong when it may have arrived: a resend would reach staff twice. */}
            {!mayHaveArrived(status.code) && `${t('dialog.failed')}. `}
            <WithPhone text={texts.relayError(status.code)} />
          </Alert>
        )}
        {input('name')}
        {input('phone')}
        <Methods>
          <legend>{t('dialog.preferred')}</legend>
          {CONTACT_METHODS.map((option) => (
            <label key={option}>
              <input
                type="radio"
                name="preferredContactMethod"
                value={option}
                checked={method === option}
                onChange={edit('preferredContactMethod')}
              />
              {option === 'email' ? t('dialog.preferEmail') : t('dialog.preferPhone')}
            </label>
          ))}
        </Methods>
        <EnquiryInput
          name="email"
          label={needsEmail ? t('dialog.email') : t('dialog.emailOptional')}
          optional={!needsEmail}
          error={error('email')}
          value={fields.email}
          onChange={edit('email')}
        />
        <EnquiryInput
          name="message"
          label={t('dialog.message')}
          error={error('message')}
          value={fields.message}
          onChange={edit('message')}
        />
        <SpamTrap {...trapField} />
        <Privacy>
          {t('dialog.privacy')} <PrivacyLink />
        </Privacy>
        <Actions>
          <Button type="submit" disabled={busy}>
            {status.state === 'sending' ? t('dialog.sending') : t('dialog.send')}
          </Button>
          <Button type="button" $variant="ghost" onClick={close}>
            {t('dialog.cancel')}
          </Button>
        </Actions>
        <MessengerLinks car={car} />
      </Form>
    </Dialog>
  );
}

/**
 * The chunk's one entry, which the host loads on first use: the dialog for the `opening`, or,
 * given an opener `by`, what stays beside that opener (the confirmation, docs/decisions/relay.md#35).
 * One lazy component rather than two keeps the host, which every page loads, smaller.
 */
export default function EnquiryPart({ opening, by }: { opening: EnquiryOpening; by?: string }) {
  return by === undefined ? <EnquiryDialog opening={opening} /> : <EnquirySentNote by={by} opener={opening.by} />;
}

const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
`;

const Methods = styled(FieldsetReset)`
  display: flex;
  flex-wrap: wrap;
  gap: 0 ${({ theme }) => theme.space.md};
  legend {
    margin-bottom: ${({ theme }) => theme.space.xs};
    padding: 0;
    font-weight: 600;
  }
  label {
    display: inline-flex;
    align-items: center;
    gap: ${({ theme }) => theme.space.xs};
    min-height: 44px;
  }
  input {
    width: 18px;
    height: 18px;
    margin: 0;
    accent-color: ${({ theme }) => theme.color.primary};
  }
`;

const Privacy = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSize.sm};
  color: ${({ theme }) => theme.color.textMuted};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
`;
