import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { styled } from 'styled-components';
import { useLang } from '../../../components/layout/use-lang.js';
import { useShell } from '../../../components/layout/use-shell.js';
import { Alert } from '../../../components/ui/alert.js';
import { Button } from '../../../components/ui/button.js';
import { ConsentField } from '../../../components/ui/consent-field.js';
import { clearDraft, loadDraft, saveDraft } from '../lib/draft.js';
import { useEnquiryForm } from '../use-enquiry-form.js';
import { useEnquiryTexts } from '../use-enquiry-texts.js';
import { EnquiryInput, WithPhone } from './fields.js';
import { SpamTrap } from '../../../components/ui/spam-trap.js';
import { MessengerLinks } from './messenger-links.js';
import { ENQUIRY_ENDPOINT, keptByRelay } from '../../../lib/enquiry/answer.js';
import { loadValidator, warmValidator } from '../../../lib/enquiry/load-validator.js';

/** docs/decisions/relay.md#form-states: the success panel stays 5 s, then the form comes back empty. */
export const CONTACT_SUCCESS_MS = 5000;
const DRAFT_KEY = 'contact';

type Fields = { name: string; phone: string; message: string; consent: boolean };
type FieldName = 'name' | 'phone' | 'message' | 'consent';
const EMPTY: Fields = { name: '', phone: '', message: '', consent: false };
/** The text fields, in the form's order; the consent box follows them. */
const CONTACT_FIELDS = ['name', 'phone', 'message'] as const;
const ORDER: FieldName[] = [...CONTACT_FIELDS, 'consent'];

/** docs/decisions/relay.md#forms: name, phone, message, consent and the hidden trap field. */
export function ContactForm() {
  const { t } = useTranslation('enquiry');
  const lang = useLang();
  const id = useId();
  const texts = useEnquiryTexts('contactForm');
  const { pathname } = useLocation();
  const { replyWithinHours } = useShell().company;
  const sentPhone = useRef('');
  const {
    fields,
    setFields,
    errors,
    status,
    edit,
    submit,
    reset,
    formRef,
    trapField,
    shownAt,
    shownSince,
    fillKey,
    keySince,
    locked,
    alertRef,
  } = useEnquiryForm<Fields, FieldName>({
    empty: EMPTY,
    order: ORDER,
    // The validator loads with the first submit: it is not needed to show the page. So does the phone
    // rule, which also writes the number the confirmation repeats.
    check: async (current) => {
      const { validateContact, confirmedPhone } = await loadValidator();
      sentPhone.current = confirmedPhone(current.phone);
      return validateContact({ kind: 'contact', ...current, lang, page: window.location.pathname });
    },
  });
  const successRef = useRef<HTMLHeadingElement>(null);

  // The draft comes back after hydration (storage is the browser's), and follows every edit.
  useEffect(() => {
    const draft = loadDraft<Fields & { shownAt: number; key?: string }>(DRAFT_KEY);
    if (!draft) return;
    const { shownAt: since, key, ...saved } = draft;
    // The same fill after a reload: a resend of it is never a second enquiry (issue 25).
    keySince(key);
    // What was typed into this page before its code arrived is newer than the draft.
    setFields((current) => {
      const next = { ...current };
      for (const key of Object.keys(saved) as (keyof Fields)[]) {
        if (current[key] === EMPTY[key]) Object.assign(next, { [key]: saved[key] });
      }
      return next;
    });
    // Typed before the reload: the time trap counts from the first showing.
    if (typeof since === 'number') shownSince(since);
  }, [setFields, shownSince, keySince]);
  const latest = useRef({ fields, sent: false });
  latest.current = { fields, sent: status.state === 'sent' };
  useEffect(() => {
    const save = () => {
      const { fields: current, sent } = latest.current;
      if (current !== EMPTY && !sent)
        saveDraft(DRAFT_KEY, {
          name: current.name,
          phone: current.phone,
          message: current.message,
          shownAt: shownAt.current,
          key: fillKey.current,
        });
    };
    save();
    // An edit made just before the page goes (a reload within the same frame) is kept too.
    window.addEventListener('pagehide', save);
    return () => window.removeEventListener('pagehide', save);
  }, [fields, shownAt, fillKey]);

  // Sent: the draft goes, the success panel shows for 5 s, then the form returns empty.
  useEffect(() => {
    if (status.state !== 'sent') return;
    clearDraft(DRAFT_KEY);
    successRef.current?.focus();
    const timer = setTimeout(reset, CONTACT_SUCCESS_MS);
    return () => clearTimeout(timer);
  }, [status.state, reset]);

  if (status.state === 'sent') {
    return (
      <Success role="status" $tone="success">
        <h3 ref={successRef} tabIndex={-1}>
          {status.kept ? t('contactForm.keptTitle') : t('contactForm.successTitle')}
        </h3>
        <p>
          {status.kept
            ? t('contactForm.keptText')
            : t('contactForm.successText', { when: texts.callback(new Date(status.at)), phone: sentPhone.current })}
        </p>
      </Success>
    );
  }

  const error = (name: FieldName) => texts.fieldError(name, errors[name]);
  const sending = status.state === 'sending';
  return (
    // method="post" to the relay: sent before any script ran, the fields go in the request's body,
    // never in a URL, and the relay answers with a page (docs/decisions/relay.md#before-the-script); with
    // the loader there, the send is held until the form's code takes it (held-submit.ts).
    <Form
      ref={formRef}
      method="post"
      action={ENQUIRY_ENDPOINT}
      onSubmit={submit}
      onFocus={warmValidator}
      noValidate
      aria-labelledby={`${id}-title`}
    >
      <input type="hidden" name="kind" value="contact" />
      <input type="hidden" name="lang" value={lang} />
      <input type="hidden" name="page" value={pathname} />
      <h3 id={`${id}-title`}>{t('contactForm.title')}</h3>
      <p>{t('contactForm.intro')}</p>
      <Benefits aria-label={t('contactForm.benefitsTitle')}>
        {[
          t('contactForm.replyBenefit', { count: replyWithinHours }),
          ...(t('contactForm.benefits', { returnObjects: true }) as string[]),
        ].map((benefit) => (
          <li key={benefit}>{benefit}</li>
        ))}
      </Benefits>
      {CONTACT_FIELDS.map((name) => (
        <EnquiryInput
          key={name}
          name={name}
          label={t(`contactForm.${name}`)}
          error={error(name)}
          value={fields[name]}
          onChange={edit(name)}
          placeholder={t(`contactForm.${name}Placeholder`)}
          // DECISIONS 39: the one phone rule's form, under the field (tied by aria-describedby) until an error takes its place.
          hint={name === 'phone' ? t('contactForm.phoneHint') : undefined}
        />
      ))}
      <SpamTrap {...trapField} />
      <ConsentField checked={fields.consent} onChange={edit('consent')} error={error('consent')} />
      <Button type="submit" disabled={sending || locked}>
        {sending ? t('contactForm.sending') : t('contactForm.submit')}
      </Button>
      {status.state === 'failed' && (
        <Alert ref={alertRef} tabIndex={-1} role="alert" $tone={keptByRelay(status.code) ? 'warning' : 'danger'}>
          <WithPhone text={texts.relayError(status.code)} />
        </Alert>
      )}
      <MessengerLinks />
    </Form>
  );
}

const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.lg};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.color.surface};
  h3 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSize.xl};
  }
  > p {
    margin: 0;
    color: ${({ theme }) => theme.color.textMuted};
  }
`;

const Benefits = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  li::before {
    content: '✓ ';
    color: ${({ theme }) => theme.color.success};
    font-weight: 700;
  }
`;

const Success = styled(Alert)`
  padding: ${({ theme }) => theme.space.xl};
  border-radius: ${({ theme }) => theme.radius.lg};
  font-weight: 400;
  h3 {
    color: ${({ theme }) => theme.color.success};
  }
  h3:focus {
    outline: none;
  }
`;
