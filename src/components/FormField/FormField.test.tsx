import {render, screen, within} from '@testing-library/react';
import FormField, {fieldMessage} from './index';

describe('FormField', () => {
  it('labels the control and leaves a valid field unmarked', () => {
    render(
      <FormField id="f-name" label="Name">
        {(control) => <input {...control} />}
      </FormField>,
    );
    const input = screen.getByLabelText('Name');
    expect(input).not.toHaveAttribute('aria-invalid');
    expect(input).not.toHaveAttribute('aria-describedby');
  });

  it('reads the hint with the control, and the problem after it, marked invalid', () => {
    render(
      <FormField id="f-ref" label="Reference" hint="13 digits" errors={['Too short']}>
        {(control) => <input {...control} />}
      </FormField>,
    );
    const input = screen.getByLabelText('Reference');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    // The warning sign is for the eye only: the description is the hint, then the message.
    expect(input).toHaveAccessibleDescription('13 digits Too short');
    expect(screen.getByText('Too short').tagName).toBe('P');
  });

  it('lists several problems, each read with the control', () => {
    render(
      <FormField id="f-prompt" label="Prompt" errors={['too short', 'no period']}>
        {(control) => <textarea {...control} />}
      </FormField>,
    );
    const list = screen.getByRole('list');
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['⚠ too short', '⚠ no period']);
    expect(screen.getByLabelText('Prompt')).toHaveAccessibleDescription(/too short.*no period/);
  });
});

describe('fieldMessage', () => {
  it('points at the hint alone while the field is fine', () => {
    const {control, message} = fieldMessage('x', [], 'x-hint');
    expect(control).toEqual({id: 'x', 'aria-describedby': 'x-hint'});
    expect(message).toBeNull();
  });

  it('adds the message id and the invalid flag when there is a problem', () => {
    expect(fieldMessage('x', ['bad'], 'x-hint').control).toEqual({
      id: 'x',
      'aria-invalid': true,
      'aria-describedby': 'x-hint x-error',
    });
    expect(fieldMessage('y', ['bad']).control).toEqual({
      id: 'y',
      'aria-invalid': true,
      'aria-describedby': 'y-error',
    });
  });
});
