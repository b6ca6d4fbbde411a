import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { styled } from 'styled-components';
import { useLang } from '../../../components/layout/use-lang.js';
import { useShell } from '../../../components/layout/use-shell.js';
import { Alert } from '../../../components/ui/alert.js';
import { Button } from '../../../components/ui/button.js';
import { Field, Input } from '../../../components/ui/form-controls.js';
import { SpamTrap } from '../../../components/ui/spam-trap.js';
import type { ClientErrorCode, RelayErrorCode } from '../../../lib/enquiry/answer.js';
import type { ErrorCode } from '../../../lib/enquiry/limits.js';
import { relayMessageKey } from '../../../lib/enquiry/messages.js';
import { newIdempotencyKey } from '../../../lib/enquiry/idempotency.js';
import { sendEnquiry } from '../../../lib/enquiry/send.js';
import { paths } from '../../../lib/paths.js';

type Status =
  { state: 'idle' | 'sending' } | { state: 'sent'; email: string } | { state: 'failed'; code: RelayErrorCode | ClientErrorCode };

/**
 * The subscribe box (issue 10): the e-mail goes through the relay (`kind: 'subscribe'`),
 * so staff see it in Telegram. A bad address or a failed sending keeps what was typed.
 */
export function SubscribeBox() {
  const { t } = useTranslation('news');
  const { t: te } = useTranslation('enquiry');
  const lang = useLang();
  const { company } = useShell();
  const id = useId();
  const [email, setEmail] = useState('');
  const [trap, setTrap] = useState('');
  // The time trap (docs/decisions/relay.md#27) counts from when the box was shown.
  const shownAt = useRef(0);
  // One key per subscription attempt series (src/lib/enquiry/idempotency.ts): a resend is never a second message.
  const fillKey = useRef('');
  useEffect(() => {
    shownAt.current = Date.now();
    fillKey.current = newIdempotencyKey();
  }, []);
  const [error, setError] = useState<ErrorCode | null>(null);
  const [status, setStatus] = useState<Status>({ state: 'idle' });
  const input = useRef<HTMLInputElement>(null);
  // The relay's keys are built from its codes, so they are not literal keys for the types.
  const relayText = te as unknown as (key: string, options: Record<string, unknown>) => string;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (status.state === 'sending') return;
    const { validateSubscribe } = await import('../../../lib/enquiry/schema.js');
    const checked = validateSubscribe({ kind: 'subscribe', email, lang, page: window.location.pathname });
    if (!checked.ok) {
      setError(checked.errors.email ?? 'invalid');
      input.current?.focus();
      return;
    }
    setStatus({ state: 'sending' });
    const answer = await sendEnquiry(checked.data, { trap, shownAt: shownAt.current, key: fillKey.current });
    if (answer.ok) {
      setStatus({ state: 'sent', email: checked.data.email });
      fillKey.current = newIdempotencyKey();
    } else {
      if (answer.code === 'invalid') setError('invalid_email');
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
        <form onSubmit={submit} noValidate>
          <p>{t('subscribe.text')}</p>
          <Field
            label={t('subscribe.email')}
            error={error && te(error === 'required' ? 'dialog.errors.required' : 'dialog.errors.invalid_email')}
          >
            {(control) => (
              <Row>
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
                    setError(null);
                  }}
                />
                <Button type="submit" aria-busy={status.state === 'sending'}>
                  {status.state === 'sending' ? t('subscribe.sending') : t('subscribe.button')}
                </Button>
              </Row>
            )}
          </Field>
          <SpamTrap value={trap} onChange={(event) => setTrap(event.target.value)} />
          {status.state === 'failed' && status.code !== 'invalid' && (
            <Alert role="alert" $tone="danger">
              {relayText(relayMessageKey(status.code), { phone: company.phone })}
            </Alert>
          )}
          <Note>
            {t('subscribe.consent')} <Link to={paths.privacy(lang)}>{t('subscribe.consentLink')}</Link>.
          </Note>
        </form>
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
  form > p {
    margin-bottom: ${({ theme }) => theme.space.md};
  }
`;

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space.sm};
  > input {
    flex: 1 1 16rem;
  }
`;

const Note = styled.p`
  margin-top: ${({ theme }) => theme.space.md};
  font-size: ${({ theme }) => theme.fontSize.sm};
  color: ${({ theme }) => theme.color.textMuted};
`;
