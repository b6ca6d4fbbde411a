import { render, screen } from '@testing-library/react';
import { ThemeProvider } from 'styled-components';
import { describe, expect, it, vi } from 'vitest';
import { SpamTrap } from '../../src/components/ui/spam-trap.js';
import { TRAP_FIELD } from '../../src/lib/enquiry/trap.js';
import { theme } from '../../src/styles/theme.js';

/**
 * Words that browsers' autofill (Chromium's field-type heuristics, Firefox's, Safari's
 * contact AutoFill) and password managers match in a field's name or id. A trap named
 * with one of them gets filled from a saved profile, and a real visitor's enquiry is then
 * dropped as spam (this is why `company` was renamed).
 */
const AUTOFILL_WORDS = [
  'name',
  'company',
  'organi',
  'firm',
  'business',
  'address',
  'street',
  'addr',
  'city',
  'town',
  'state',
  'province',
  'region',
  'zip',
  'postal',
  'post',
  'country',
  'phone',
  'tel',
  'mobile',
  'fax',
  'mail',
  'user',
  'login',
  'pass',
  'card',
  'cc',
  'exp',
  'cvc',
  'birth',
  'title',
  'url',
  'web',
  'home',
  'site',
];

const words = (name: string) => name.toLowerCase().split(/[^a-z]+/);

describe('SpamTrap', () => {
  const renderTrap = () =>
    render(
      <ThemeProvider theme={theme}>
        <form aria-label="Form">
          <SpamTrap value="" onChange={vi.fn()} />
        </form>
      </ThemeProvider>,
    );

  it('has a name that no autofill recognises', () => {
    expect(TRAP_FIELD).toBe('subject_line');
    expect(TRAP_FIELD).not.toBe('company');
    for (const word of words(TRAP_FIELD)) {
      for (const autofill of AUTOFILL_WORDS) expect(word, autofill).not.toContain(autofill);
    }
  });

  it('is out of the tab order, the accessibility tree and the reach of autofill and password managers', () => {
    const { container } = renderTrap();
    const input = container.querySelector(`input[name="${TRAP_FIELD}"]`)!;
    expect(input).toHaveAttribute('type', 'text');
    expect(input).toHaveAttribute('tabindex', '-1');
    expect(input).toHaveAttribute('autocomplete', 'off');
    expect(input).toHaveAttribute('data-lpignore', 'true');
    expect(input).toHaveAttribute('data-1p-ignore', 'true');
    expect(input).toHaveAttribute('data-bwignore', 'true');
    expect(input).not.toHaveAttribute('id');
    const wrapper = input.parentElement!;
    expect(wrapper).toHaveAttribute('aria-hidden', 'true');
    expect(wrapper).toHaveAttribute('inert');
    expect(screen.queryByRole('textbox')).toBeNull();
  });
});
