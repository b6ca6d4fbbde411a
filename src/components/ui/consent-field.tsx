import type { ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { styled } from 'styled-components';
import { paths } from '../../lib/paths.js';
import { useLang } from '../layout/use-lang.js';
import { Field } from './form-controls.js';

interface ConsentFieldProps {
  checked: boolean;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
  /** The message in the visitor's language, under the box; announced, as it appears on sending. */
  error?: string;
}

/**
 * A form's own consent box (docs/decisions/relay.md#36), one for the contact form, the enquiry
 * dialog and the subscribe box: unticked until the visitor ticks it (pressing Send is not
 * consent), named `consent` as the relay's payload names it. One sentence for the three forms
 * (`enquiry:consent.label`) says the data goes abroad, to the processors the policy names; the
 * policy's link sits beside the label, not in it, so the box's name stays the sentence.
 */
export function ConsentField({ checked, onChange, error }: ConsentFieldProps) {
  const { t } = useTranslation('enquiry');
  return (
    <Consent
      layout="check"
      label={t('consent.label')}
      aside={
        <>
          {' '}
          (<PrivacyLink />)
        </>
      }
      error={error}
      announceError
    >
      {(control) => <input {...control} name="consent" type="checkbox" required checked={checked} onChange={onChange} />}
    </Consent>
  );
}

/**
 * The privacy policy the consent points at (docs/decisions/company-facts.md#34), in the page's
 * language. It opens in a new tab, so reading it loses nothing the visitor has typed.
 */
function PrivacyLink() {
  const { t } = useTranslation();
  const lang = useLang();
  return (
    <a href={paths.privacy(lang)} target="_blank" rel="noopener">
      {t('legal.privacy')}
    </a>
  );
}

/** The consent sentence runs over lines beside its box (kept whole), in the text's weight. */
const Consent = styled(Field)`
  gap: ${({ theme }) => theme.space.md};
  > div {
    align-items: flex-start;
    min-height: 0;
  }
  input {
    flex: none;
    margin-top: 3px;
  }
  label {
    font-weight: inherit;
  }
`;
