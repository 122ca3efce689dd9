import {screen} from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type {ProEnquiryInput} from '@site/src/backend/types';
import {aUser, fakeBackend} from '@site/test/fakeBackend';
import {renderWithAccount} from '@site/test/renderWithAccount';
import EnquiryForm from '.';

describe('EnquiryForm', () => {
  it("sends no typed address: it says the reply goes to the account's email and sends the typed fields", async () => {
    const sent: ProEnquiryInput[] = [];
    const createEnquiry = (input: ProEnquiryInput): Promise<void> => {
      sent.push(input);
      return Promise.resolve();
    };
    const backend = fakeBackend({premiumTier: {pro: {createEnquiry}}});
    await renderWithAccount(<EnquiryForm />, backend, aUser('liza@centre.example'));
    expect(await screen.findByText('liza@centre.example')).toBeInTheDocument();
    expect(screen.queryByLabelText('Email')).toBeNull();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Your name'), 'Liza');
    await user.type(screen.getByLabelText('Review centre or school'), 'Harbour Review');
    await user.type(screen.getByLabelText('Number of students (seats)'), '40');
    await user.click(screen.getByRole('button', {name: 'Send enquiry'}));
    expect(await screen.findByText('Thank you. We will reply to your email with a quote.')).toBeInTheDocument();
    expect(sent).toEqual([{name: 'Liza', organisation: 'Harbour Review', seats: 40, message: ''}]);
  });

  it('asks an account whose email is not verified to verify it first, and shows no form', async () => {
    const unverified = {...aUser('liza@centre.example'), emailVerified: false};
    await renderWithAccount(<EnquiryForm />, fakeBackend(), unverified);
    expect(await screen.findByText(/Verify your email address first: the reply goes to it/)).toBeInTheDocument();
    expect(screen.queryByRole('button', {name: 'Send enquiry'})).toBeNull();
  });
});
