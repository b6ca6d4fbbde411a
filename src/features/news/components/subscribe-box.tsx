import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { styled } from 'styled-components';
import { useLang } from '../../../components/layout/use-lang.js';
import { useShell } from '../../../components/layout/use-shell.js';
import { Alert } from '../../../components/ui/alert.js';
import { Button } from '../../../components/ui/button.js';
import { ConsentField } from '../../../components/ui/consent-field.js';
import { Field, Input } from '../../../components/ui/form-controls.js';
import { SpamTrap } from '../../../components/ui/spam-trap.js';
import { keptByRelay, mayHaveArrived, type ClientErrorCode, type RelayErrorCode } from '../../../lib/enquiry/answer.js';
import type { ErrorCode } from '../../../lib/enquiry/limits.js';
import { relayMessageKey } from '../../../lib/enquiry/messages.js';
import { newIdempotencyKey } from '../../../lib/enquiry/idempotency.js';
import { loadValidator, warmValidator } from '../../../lib/enquiry/load-validator.js';
import { sendEnquiry } from '../../../lib/enquiry/send.js';

type Status =
  { state: 'idle' | 'sending' } | { state: 'sent'; email: string } | { state: 'failed'; code: RelayErrorCode | ClientErrorCode };

type SubscribeErrors = { email?: ErrorCode; consent?: ErrorCode };

/**
 * The subscribe box (issue 10): the e-mail goes through the relay (`kind: 'subscribe'`),
 * so staff see it in Telegram. A bad address or a failed sending keeps what was typed. Its own
 * consent box (docs/decisions/relay.md#36) must be ticked first: pressing Subscribe is not consent.
 */
export function SubscribeBox() {
  const { t } = useTranslation('news');
  const { t: te } = useTranslation('enquiry');
  const lang = useLang();
  const { company } = useShell();
  const id = useId();
  const [email, setEmail] = useState('');
  const [consent, setConsent] = useState(false);
  const [trap, setTrap] = useState('');
  // The time trap (docs/decisions/relay.md#27) counts from when the box was shown.
  const shownAt = useRef(0);
  // One key per subscription attempt series (src/lib/enquiry/idempotency.ts): a resend is never a second message.
  const fillKey = useRef('');
  useEffect(() => {
    shownAt.current = Date.now();
    fillKey.current = newIdempotencyKey();
  }, []);
  const [errors, setErrors] = useState<SubscribeErrors>({});
  const [status, setStatus] = useState<Status>({ state: 'idle' });
  const input = useRef<HTMLInputElement>(null);
  const form = useRef<HTMLFormElement>(null);
  /** Marks the fields and focuses the first invalid one, the e-mail before the consent. */
  const showErrors = (found: SubscribeErrors) => {
    setErrors(found);
    if (found.email) input.current?.focus();
    else if (found.consent) form.current?.querySelector<HTMLInputElement>('[name="consent"]')?.focus();
  };
  // The relay's keys are built from its codes, so they are not literal keys for the types.
  const relayText = te as unknown as (key: string, options: Record<string, unknown>) => string;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (status.state === 'sending' || (status.state === 'failed' && mayHaveArrived(status.code))) return;
    const { validateSubscribe } = await loadValidator();
    const checked = validateSubscribe({ kind: 'subscribe', email, consent, lang, page: window.location.pathname });
    if (!checked.ok) {
      const { email: emailError, consent: consentError } = checked.errors;
      showErrors(emailError || consentError ? { email: emailError, consent: consentError } : { email: 'invalid' });
      return;
    }
    setStatus({ state: 'sending' });
    const answer = await sendEnquiry(checked.data, { trap, shownAt: shownAt.current, key: fillKey.current });
    if (answer.ok) {
      setStatus({ state: 'sent', email: checked.data.email });
      fillKey.current = newIdempotencyKey();
    } else {
      if (answer.code === 'invalid') {
        const fields = 'fields' in answer ? answer.fields : undefined;
        showErrors(fields?.consent ? { consent: fields.consent } : { email: 'invalid_email' });
      }
      setStatus({ state: 'failed', code: answer.code });
    }
  };

  return (
    <Box aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t('subscribe.title')}</h2>
      {status.state === 'sent' ? (
        <Alert role="status" $tone="success">
          {t('subscribe.success', { email: status.email })}
        </Alert>
      ) : (
        <Form ref={form} onSubmit={submit} onFocus={warmValidator} noValidate>
          <p>{t('subscribe.text')}</p>
          <Field
            label={t('subscribe.email')}
            error={errors.email && te(errors.email === 'required' ? 'dialog.errors.required' : 'dialog.errors.invalid_email')}
          >
            {(control) => (
              <Input
                {...control}
                ref={input}
                name="email"
                type="email"
                autoComplete="email"
                inputMode="email"
                value={email}
                onChange={(event) => {
                  setEmail(event.target.value);
                  setErrors((current) => ({ ...current, email: undefined }));
                }}
              />
            )}
          </Field>
          <ConsentField
            checked={consent}
            onChange={(event) => {
              setConsent(event.target.checked);
              setErrors((current) => ({ ...current, consent: undefined }));
            }}
            error={errors.consent && te('dialog.errors.consent_required')}
          />
          <SpamTrap value={trap} onChange={(event) => setTrap(event.target.value)} />
          <div>
            <Button
              type="submit"
              aria-busy={status.state === 'sending'}
              // After "may have arrived" the box does not send again by itself (issue 25).
              disabled={status.state === 'failed' && mayHaveArrived(status.code)}
            >
              {status.state === 'sending' ? t('subscribe.sending') : t('subscribe.button')}
            </Button>
          </div>
          {status.state === 'failed' && status.code !== 'invalid' && (
            <Alert role="alert" $tone={keptByRelay(status.code) ? 'warning' : 'danger'}>
              {/* A subscription's own words where they differ from a message's (kept, may have arrived). */}
              {status.code === 'delivery_failed' || status.code === 'delivery_uncertain' || status.code === 'timeout'
                ? t(`subscribe.errors.${status.code}`, { phone: company.phone })
                : relayText(relayMessageKey(status.code), { phone: company.phone })}
            </Alert>
          )}
        </Form>
      )}
    </Box>
  );
}

const Box = styled.section`
  position: relative;
  margin: ${({ theme }) => theme.space.xxl} 0;
  padding: ${({ theme }) => theme.space.xl};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.color.calmSurface};
  h2 {
    font-size: ${({ theme }) => theme.fontSize.xl};
    margin-bottom: ${({ theme }) => theme.space.sm};
  }
`;

/** The address, the consent and the button one under another, in the order they are filled. */
const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  max-width: 40rem;
  > p {
    margin: 0;
  }
`;
