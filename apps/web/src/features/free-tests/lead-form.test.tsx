import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { ResultsForm } from './free-test/results-form';
import { INCOMPLETE_FORM_MESSAGE, StressInfoForm } from './stress/stress-info-form';

describe('the free tests’ lead form', () => {
  it("shows the lead schema's messages and sends the parsed lead with the ambassador", async () => {
    const onSubmit = vi.fn();
    renderWithProviders(
      <ResultsForm
        ambassadorsName="janedoe"
        unanswered={0}
        submitting={false}
        onSubmit={onSubmit}
        onBack={() => {}}
        onGoToUnanswered={() => {}}
      />,
    );
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/First Name/), 'R2D2');
    await user.type(screen.getByLabelText(/Phone/), '555-12');
    await user.click(screen.getByRole('button', { name: 'GET YOUR WHEEL RESULT' }));
    expect(screen.getByText('First name may contain letters and spaces only')).toBeInTheDocument();
    expect(screen.getByText('Last name is required')).toBeInTheDocument();
    expect(screen.getByText('Email is required')).toBeInTheDocument();
    expect(screen.getByText(/Phone may contain digits only/)).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();

    await user.clear(screen.getByLabelText(/First Name/));
    await user.type(screen.getByLabelText(/First Name/), ' Rosa ');
    expect(screen.queryByText('First name may contain letters and spaces only')).not.toBeInTheDocument();
    await user.type(screen.getByLabelText(/Last Name/), 'Martínez');
    await user.type(screen.getByLabelText(/Email/), 'rosa@example.com');
    await user.clear(screen.getByLabelText(/Phone/));
    await user.click(screen.getByRole('button', { name: 'GET YOUR WHEEL RESULT' }));
    expect(onSubmit).toHaveBeenCalledWith({
      firstName: 'Rosa',
      lastName: 'Martínez',
      emailAddress: 'rosa@example.com',
      phoneNumber: null,
      ambassadorsName: 'janedoe',
    });
  });

  it('the stress assessment alerts first when a required field is empty', async () => {
    const onSubmit = vi.fn();
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => {});
    renderWithProviders(
      <StressInfoForm
        congratsMessage="<p>Done</p>"
        ambassadorsName={null}
        submitting={false}
        onBack={() => {}}
        onSubmit={onSubmit}
      />,
    );
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/First Name/), 'Rosa');
    await user.click(screen.getByRole('button', { name: 'FINISH' }));
    expect(alert).toHaveBeenCalledWith(INCOMPLETE_FORM_MESSAGE);
    expect(onSubmit).not.toHaveBeenCalled();
    alert.mockRestore();
  });
});
