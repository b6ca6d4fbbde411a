import type { ChangeEvent } from 'react';
import { styled } from 'styled-components';
import { TRAP_FIELD } from '../../lib/enquiry/trap.js';

/**
 * The spam trap (docs/decisions/relay.md#27): a field people never see or reach, which bots fill in.
 * The relay answers success to a filled one and sends nothing.
 *
 * Kept away from people and their tools: off screen, `inert` (no focus, no tab stop, out
 * of the accessibility tree) and `aria-hidden` for browsers without `inert`; a name no
 * autofill recognises (lib/enquiry/trap.ts), autocomplete off, and the opt-out markers of
 * the common password managers (LastPass, 1Password, Bitwarden).
 */
export function SpamTrap({ value, onChange }: { value: string; onChange: (event: ChangeEvent<HTMLInputElement>) => void }) {
  return (
    <Trap aria-hidden="true" {...{ inert: '' }} data-print="hide">
      <input
        type="text"
        name={TRAP_FIELD}
        tabIndex={-1}
        autoComplete="off"
        data-lpignore="true"
        data-1p-ignore="true"
        data-bwignore="true"
        value={value}
        onChange={onChange}
      />
    </Trap>
  );
}

const Trap = styled.div`
  position: absolute;
  left: -10000px;
  width: 1px;
  height: 1px;
  overflow: hidden;
`;
