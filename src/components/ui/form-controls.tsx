/**
 * The form controls of every form on the site (enquiries, catalogue filters, later the
 * calculators): one look, 44 px touch targets, and an invalid state that
 * `aria-invalid` switches on.
 */
import { css, styled } from 'styled-components';

const control = css`
  width: 100%;
  min-height: 44px;
  padding: 0 ${({ theme }) => theme.space.sm};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.background};
  color: ${({ theme }) => theme.color.text};
  font: inherit;
  &[aria-invalid='true'] {
    border-color: ${({ theme }) => theme.color.danger};
    border-width: 2px;
  }
`;

export const Input = styled.input`
  ${control}
`;

export const Select = styled.select`
  ${control}
`;

export const TextArea = styled.textarea`
  ${control}
  min-height: 120px;
  padding: ${({ theme }) => theme.space.sm};
  resize: vertical;
`;

/** A checkbox and its label on one row, 44 px tall. */
export const CheckField = styled.div`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  min-height: 44px;
  input {
    width: 20px;
    height: 20px;
    accent-color: ${({ theme }) => theme.color.primary};
  }
  label {
    font-weight: 600;
  }
`;
