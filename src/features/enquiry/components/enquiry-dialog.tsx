import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { styled } from 'styled-components';
import type { EnquiryOpening } from '../../../components/hooks/use-enquiry-dialog.js';
import { useLang } from '../../../components/layout/use-lang.js';
import { formatList } from '../../../../shared/lists.js';
import { Alert } from '../../../components/ui/alert.js';
import { Button } from '../../../components/ui/button.js';
import { ConsentField } from '../../../components/ui/consent-field.js';
import { FieldsetReset } from '../../../components/ui/form-controls.js';
import { Dialog } from '../../../components/ui/dialog.js';
import { ENQUIRY_ENDPOINT, keptByRelay } from '../../../lib/enquiry/answer.js';
import { confirmedPhone } from '../../../lib/enquiry/phone.js';
import { CONTACT_METHODS, DEFAULT_CONTACT_METHOD, emailRequired } from '../../../lib/enquiry/contact-methods.js';
import { loadValidator, warmValidator } from '../../../lib/enquiry/load-validator.js';
import { useEnquiryForm } from '../use-enquiry-form.js';
import { useEnquiryTexts } from '../use-enquiry-texts.js';
import { clearDraft, loadDraft, saveDraft } from '../lib/draft.js';
import {
  DIALOG_DRAFT_KEY,
  dialogFields,
  forgetSent,
  isEmptyDraft,
  readDialogDraft,
  rememberDialog,
  comparedSubject,
  subjectOf,
  type DialogFields,
} from '../lib/dialog-draft.js';
import { EnquiryInput, WithPhone } from './fields.js';
import { SpamTrap } from '../../../components/ui/spam-trap.js';
import { MessengerLinks } from './messenger-links.js';
import { EnquirySentNote, markClosed, markSent } from './sent-note.js';

/** docs/decisions/relay.md#form-states: after success the dialog says so, and 2 s later it resets and closes. */
export const DIALOG_SUCCESS_MS = 2000;

/** What the dialog holds: what its draft keeps, and the consent box, which the draft never keeps (consent is given per send). */
type Fields = DialogFields & { consent: boolean };
type FieldName = 'name' | 'email' | 'phone' | 'message' | 'consent';
const EMPTY: Fields = { name: '', email: '', phone: '', message: '', preferredContactMethod: DEFAULT_CONTACT_METHOD, consent: false };
/** The fields in the dialog's order: the way to answer comes right after the phone, and the e-mail after it; the consent last. */
const ORDER: FieldName[] = ['name', 'phone', 'email', 'message', 'consent'];

/**
 * The one enquiry dialog, general or about a car (docs/decisions/relay.md#22, #35); loaded when
 * first opened, it opens on every new `opening` the host gives it. The confirmation of a
 * sent enquiry stays beside the opener, `opening.by`.
 */
function EnquiryDialog({ opening }: { opening: EnquiryOpening }) {
  const { car, compared, by } = opening;
  const [open, setOpen] = useState(true);
  useEffect(() => setOpen(true), [opening]);
  const onClose = useCallback(() => setOpen(false), []);
  const lang = useLang();
  const { t } = useTranslation('enquiry');
  const texts = useEnquiryTexts('dialog');
  const {
    fields,
    setFields,
    errors,
    status,
    edit,
    submit,
    reset,
    settle,
    formRef,
    trapField,
    shownAt,
    shownSince,
    renewKey,
    fillKey,
    keySince,
    locked,
    alertRef,
  } = useEnquiryForm<Fields, FieldName>({
    empty: EMPTY,
    order: ORDER,
    shown: open,
    // The validator (with every country's numbering plan) loads when the visitor first moves into the
    // form, as the contact form's does (lib/enquiry/load-validator.ts): opening the dialog does not wait for it.
    check: async (current) => {
      const { validateEnquiry } = await loadValidator();
      return validateEnquiry({
        kind: 'enquiry',
        ...current,
        source: 'website',
        ...(car && { carId: car.id, carName: car.name }),
        lang,
        page: window.location.pathname,
      });
    },
  });

  // docs/decisions/relay.md#35: the message starts with an editable sentence naming the car (or a
  // general one). Issue 23 (docs/decisions/relay.md#28): nothing typed is lost when the dialog
  // closes. On every opening the fields come from the draft: the visitor's details whatever the
  // car, and their message about this car if they changed it, else the car's sentence.
  // The comparison's cars are named in the message (the relay takes one car's id, or none).
  const comparedNames =
    compared && compared.length > 0
      ? formatList(
          lang,
          compared.map((other) => other.name),
        )
      : null;
  const firstSentence = car
    ? t('dialog.messageCar', { car: car.name })
    : comparedNames
      ? t('dialog.messageCompared', { cars: comparedNames })
      : t('dialog.messageGeneral');
  const subject = compared && compared.length > 0 ? comparedSubject(compared) : subjectOf(car);
  /** The subject whose draft the fields hold while the dialog is open. */
  const holding = useRef<string | undefined>(undefined);
  /** The subject the current key belongs to. */
  const keySubject = useRef<string | undefined>(undefined);
  useEffect(() => {
    if (!open) {
      holding.current = undefined;
      return;
    }
    const draft = readDialogDraft(loadDraft(DIALOG_DRAFT_KEY));
    // Another car (or the general enquiry) is another enquiry: a key of its own, so the relay
    // never takes it for a repeat of the last one (issue 25).
    const savedKey = draft.keys?.[subject];
    if (savedKey) keySince(savedKey);
    else if (keySubject.current !== subject) renewKey();
    keySubject.current = subject;
    holding.current = subject;
    // docs/decisions/relay.md#36: the consent box opens unticked every time; the draft has no tick to give back.
    setFields({ ...dialogFields(draft, subject, firstSentence), consent: false });
    // Typed at an earlier opening: the time trap counts from the first.
    if (draft.shownAt !== undefined) shownSince(draft.shownAt);
  }, [open, subject, firstSentence, setFields, shownSince, renewKey, keySince]);
  // Every edit goes into the draft, under the subject the fields belong to (not the one just
  // opened, whose draft is still on its way in). The empty fields of a reset are not a draft.
  const sentence = useRef(firstSentence);
  sentence.current = firstSentence;
  useEffect(() => {
    const about = holding.current;
    if (about === undefined || fields === EMPTY) return;
    const draft = rememberDialog(
      readDialogDraft(loadDraft(DIALOG_DRAFT_KEY)),
      about,
      fields,
      sentence.current,
      shownAt.current,
      fillKey.current,
    );
    if (isEmptyDraft(draft)) clearDraft(DIALOG_DRAFT_KEY);
    else saveDraft(DIALOG_DRAFT_KEY, draft);
  }, [fields, shownAt, fillKey]);

  // Closed with Esc, × or Cancel: what was typed stays for the next opening; errors and an
  // old answer go. Closed while it says "sent": the spec's reset, sooner.
  const sent = status.state === 'sent';
  const close = () => {
    if (sent) reset();
    else settle();
    onClose();
  };

  // docs/decisions/relay.md#form-states, #35: the confirmation beside the opener is kept, and
  // 2 s after success the dialog resets and closes (the focus going back to the opener).
  const method = fields.preferredContactMethod;
  // What the success effect reports, read when it runs (once per success).
  const { pathname } = useLocation();
  // The confirmation beside the opener repeats where the answer will go.
  const contact = method === 'email' ? fields.email.trim() : confirmedPhone(fields.phone);
  const sentWith = useRef({ by, pathname, method, contact });
  sentWith.current = { by, pathname, method, contact };
  const sentSubject = useRef(subject);
  sentSubject.current = subject;
  const sentHeading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (status.state !== 'sent') return;
    markSent(sentWith.current);
    // Sent: its draft goes (messages begun about other cars stay).
    const rest = forgetSent(readDialogDraft(loadDraft(DIALOG_DRAFT_KEY)), sentSubject.current);
    if (isEmptyDraft(rest)) clearDraft(DIALOG_DRAFT_KEY);
    else saveDraft(DIALOG_DRAFT_KEY, rest);
    // The form gave way to the confirmation: the focus goes to it (the Send button is gone).
    sentHeading.current?.focus();
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
    <EnquiryInput
      name={name}
      label={t(`dialog.${name}`)}
      error={error(name)}
      value={fields[name]}
      onChange={edit(name)}
      // Issue 23: the format a Belarusian number is written in, before the visitor gets it wrong.
      hint={name === 'phone' ? t('dialog.phoneHint') : undefined}
    />
  );
  const sending = status.state === 'sending';
  return (
    <Dialog
      open={open}
      onClose={close}
      title={car ? t('dialog.titleCar', { car: car.name }) : comparedNames ? t('dialog.titleCompared') : t('dialog.titleGeneral')}
      closeLabel={t('dialog.close')}
    >
      {sent ? (
        // Issue 23: for the 2 s before it closes the dialog says only that it is done and how the
        // answer will come, rather than the filled form with a greyed Send under the banner.
        <Done role="status" $tone="success">
          <h3 ref={sentHeading} tabIndex={-1}>
            {status.state === 'sent' && status.kept ? t('dialog.keptTitle') : t('dialog.successTitle')}
          </h3>
          <p>
            {status.state === 'sent' &&
              (method === 'email'
                ? t('dialog.successByEmail', { email: fields.email.trim(), when: texts.callback(new Date(status.at)) })
                : t('dialog.successByPhone', {
                    phone: confirmedPhone(fields.phone),
                    when: texts.callback(new Date(status.at)),
                  }))}
          </p>
        </Done>
      ) : (
        // Only ever rendered by the app, but posted like the contact form all the same: no form puts fields in a URL.
        <Form ref={formRef} method="post" action={ENQUIRY_ENDPOINT} onSubmit={submit} onFocus={warmValidator} noValidate>
          {status.state === 'failed' && (
            <Alert ref={alertRef} tabIndex={-1} role="alert" $tone={keptByRelay(status.code) ? 'warning' : 'danger'}>
              {/* Each answer's own sentence, ending with the phone (it says "try again" only where a resend is right). */}
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
          <ConsentField checked={fields.consent} onChange={edit('consent')} error={error('consent')} />
          <Actions>
            <Button type="submit" disabled={sending || locked}>
              {sending ? t('dialog.sending') : t('dialog.send')}
            </Button>
            <Button type="button" $variant="ghost" onClick={close}>
              {t('dialog.cancel')}
            </Button>
          </Actions>
          <MessengerLinks car={car} />
        </Form>
      )}
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

const Done = styled(Alert)`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
  padding: ${({ theme }) => theme.space.lg};
  font-weight: 400;
  h3 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSize.lg};
  }
  h3:focus {
    outline: none;
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.color.text};
  }
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

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
`;
