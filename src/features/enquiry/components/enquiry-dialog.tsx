import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { styled } from 'styled-components';
import type { EnquiryCar } from '../../../components/hooks/use-enquiry-dialog.js';
import { useLang } from '../../../components/layout/use-lang.js';
import { Alert } from '../../../components/ui/alert.js';
import { Button } from '../../../components/ui/button.js';
import { FieldsetReset } from '../../../components/ui/form-controls.js';
import { Dialog } from '../../../components/ui/dialog.js';
import { mayHaveArrived } from '../../../lib/enquiry/answer.js';
import { validateEnquiry } from '../../../lib/enquiry/schema.js';
import { useEnquiryForm } from '../use-enquiry-form.js';
import { useEnquiryTexts } from '../use-enquiry-texts.js';
import { EnquiryInput, WithPhone } from './fields.js';
import { SpamTrap } from '../../../components/ui/spam-trap.js';
import { PrivacyLink } from './privacy-link.js';
import { MessengerLinks } from './messenger-links.js';

/** docs/decisions/relay.md#form-states: after success the banner shows, and 2 s later the dialog resets and closes. */
export const DIALOG_SUCCESS_MS = 2000;

type Method = 'email' | 'phone';
type Fields = { name: string; email: string; phone: string; message: string; preferredContactMethod: Method };
type FieldName = 'name' | 'email' | 'phone' | 'message';
const EMPTY: Fields = { name: '', email: '', phone: '', message: '', preferredContactMethod: 'email' };
const ORDER: FieldName[] = ['name', 'email', 'phone', 'message'];

interface EnquiryDialogProps {
  open: boolean;
  car?: EnquiryCar;
  onClose: () => void;
}

/** The one enquiry dialog, general or about a car (docs/decisions/relay.md#22); loaded when first opened. */
export default function EnquiryDialog({ open, car, onClose }: EnquiryDialogProps) {
  const lang = useLang();
  const { t } = useTranslation('enquiry');
  const texts = useEnquiryTexts('dialog');
  const { fields, errors, status, edit, submit, reset, formRef, trapField } = useEnquiryForm<Fields, FieldName>({
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

  // docs/decisions/relay.md#form-states: closing resets fields, errors and status.
  const close = () => {
    reset();
    onClose();
  };

  // docs/decisions/relay.md#form-states: 2 s after success the dialog resets and closes.
  useEffect(() => {
    if (status.state !== 'sent') return;
    const timer = setTimeout(() => {
      reset();
      onClose();
    }, DIALOG_SUCCESS_MS);
    return () => clearTimeout(timer);
  }, [status.state, reset, onClose]);

  const error = (name: FieldName) => texts.fieldError(name, errors[name]);
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
        {(['name', 'email', 'phone'] as const).map((name) => (
          <EnquiryInput key={name} name={name} label={t(`dialog.${name}`)} error={error(name)} value={fields[name]} onChange={edit(name)} />
        ))}
        <Methods>
          <legend>{t('dialog.preferred')}</legend>
          {(['email', 'phone'] as const).map((method) => (
            <label key={method}>
              <input
                type="radio"
                name="preferredContactMethod"
                value={method}
                checked={fields.preferredContactMethod === method}
                onChange={edit('preferredContactMethod')}
              />
              {method === 'email' ? t('dialog.preferEmail') : t('dialog.preferPhone')}
            </label>
          ))}
        </Methods>
        <EnquiryInput
          name="message"
          label={t('dialog.message')}
          error={error('message')}
          value={fields.message}
          onChange={edit('message')}
          placeholder={car ? t('dialog.messagePlaceholderCar', { car: car.name }) : undefined}
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

const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
`;

const Methods = styled(FieldsetReset)`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.md};
  legend {
    margin-bottom: ${({ theme }) => theme.space.xs};
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
