import type { ChangeEvent } from 'react';
import { styled } from 'styled-components';

/**
 * The spam trap (DECISIONS 27): a field people never see or reach, which bots fill
 * in. The relay answers success to a filled one and sends nothing.
 */
export function SpamTrap({ value, onChange }: { value: string; onChange: (event: ChangeEvent<HTMLInputElement>) => void }) {
  return (
    <Trap aria-hidden="true">
      <input name="company" tabIndex={-1} autoComplete="off" value={value} onChange={onChange} />
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
