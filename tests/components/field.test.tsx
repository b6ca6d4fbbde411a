import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { ThemeProvider } from 'styled-components';
import { describe, expect, it } from 'vitest';
import { Field, FieldsetReset, Input } from '../../src/components/ui/form-controls.js';
import { EnquiryField } from '../../src/features/enquiry/components/fields.js';
import { theme } from '../../src/styles/theme.js';
import { renderWithProviders } from './render.js';

const renderInTheme = (ui: ReactNode) => render(<ThemeProvider theme={theme}>{ui}</ThemeProvider>);

describe('Field', () => {
  it('names the control by its label, and leaves it undescribed and valid without a hint or error', () => {
    renderInTheme(<Field label="Name">{(control) => <Input {...control} />}</Field>);
    const input = screen.getByRole('textbox', { name: 'Name' });
    expect(screen.getByText('Name')).toHaveAttribute('for', input.id);
    expect(input.id).not.toBe('');
    expect(input).not.toHaveAttribute('aria-invalid');
    expect(input).not.toHaveAttribute('aria-describedby');
  });

  it('gives every field its own id', () => {
    renderInTheme(
      <>
        <Field label="Name">{(control) => <Input {...control} />}</Field>
        <Field label="Phone">{(control) => <Input {...control} />}</Field>
      </>,
    );
    expect(screen.getByRole('textbox', { name: 'Name' }).id).not.toBe(screen.getByRole('textbox', { name: 'Phone' }).id);
  });

  it('uses the id it is given, for a control something else points at', () => {
    renderInTheme(
      <Field label="Term" id="term">
        {(control) => <Input {...control} />}
      </Field>,
    );
    expect(screen.getByRole('textbox', { name: 'Term' })).toHaveAttribute('id', 'term');
  });

  it('describes the control by its hint', () => {
    renderInTheme(
      <Field label="Term, months" hint="From 12 to 84 months">
        {(control) => <Input {...control} />}
      </Field>,
    );
    const input = screen.getByRole('textbox', { name: 'Term, months' });
    expect(input).toHaveAccessibleDescription('From 12 to 84 months');
    expect(input).not.toHaveAttribute('aria-invalid');
  });

  it('marks the control invalid and describes it by the error, which takes the hint’s place', () => {
    renderInTheme(
      <Field label="Term, months" hint="From 12 to 84 months" error="This number is outside the limits">
        {(control) => <Input {...control} />}
      </Field>,
    );
    const input = screen.getByRole('textbox', { name: 'Term, months' });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('This number is outside the limits');
    expect(screen.queryByText('From 12 to 84 months')).toBeNull();
    // Without announceError the error is read with the control, not interrupting.
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('announces the error as an alert when asked to, still describing the control by it', () => {
    renderInTheme(
      <Field label="Phone" error="Phone number is required" announceError>
        {(control) => <Input {...control} />}
      </Field>,
    );
    const input = screen.getByRole('textbox', { name: 'Phone' });
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Phone number is required');
    expect(input.getAttribute('aria-describedby')).toBe(alert.id);
  });

  it('drops the invalid mark and the description when the error goes', () => {
    const field = (error?: string) => (
      <ThemeProvider theme={theme}>
        <Field label="Name" error={error}>
          {(control) => <Input {...control} />}
        </Field>
      </ThemeProvider>
    );
    const { rerender } = render(field('Name is required'));
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveAttribute('aria-invalid', 'true');
    rerender(field(undefined));
    const input = screen.getByRole('textbox', { name: 'Name' });
    expect(input).not.toHaveAttribute('aria-invalid');
    expect(input).not.toHaveAttribute('aria-describedby');
  });

  it('puts a checkbox before its label, and the label toggles it', async () => {
    renderInTheme(
      <Field layout="check" label="In stock only">
        {(control) => <input type="checkbox" {...control} />}
      </Field>,
    );
    const box = screen.getByRole('checkbox', { name: 'In stock only' });
    const label = screen.getByText('In stock only');
    expect(box.compareDocumentPosition(label) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    await userEvent.click(label);
    expect(box).toBeChecked();
  });

  it('keeps what stands beside the label out of the control’s name', () => {
    renderInTheme(
      <Field layout="check" label="I agree" aside={<a href="/privacy">privacy policy</a>}>
        {(control) => <input type="checkbox" {...control} />}
      </Field>,
    );
    expect(screen.getByRole('checkbox', { name: 'I agree' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'privacy policy' })).toBeInTheDocument();
  });
});

describe('EnquiryField', () => {
  it('marks the field required in words for screen readers and with a star that they skip', () => {
    renderWithProviders(<EnquiryField label="Name">{(control) => <Input {...control} />}</EnquiryField>, { lang: 'en' });
    const input = screen.getByRole('textbox', { name: 'Name (required)' });
    expect(screen.getByText('*')).toHaveAttribute('aria-hidden', 'true');
    expect(input).not.toHaveAttribute('aria-invalid');
  });

  it('announces its error', () => {
    renderWithProviders(
      <EnquiryField label="Name" error="Name is required">
        {(control) => <Input {...control} />}
      </EnquiryField>,
      { lang: 'en' },
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Name is required');
    expect(screen.getByRole('textbox', { name: /^Name/ })).toHaveAccessibleDescription('Name is required');
  });
});

describe('FieldsetReset', () => {
  it('is a group named by its legend', () => {
    renderInTheme(
      <FieldsetReset>
        <legend>Charger</legend>
        <input type="radio" name="charger" aria-label="Wallbox" />
      </FieldsetReset>,
    );
    expect(screen.getByRole('group', { name: 'Charger' })).toContainElement(screen.getByRole('radio', { name: 'Wallbox' }));
  });
});
