import {screen} from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type {ProEnquiry} from '@site/src/backend/types';
import {fakeBackend} from '@site/test/fakeBackend';
import {renderInSite} from '@site/test/renderWithAccount';
import EnquiryList from '.';

const enquiry: ProEnquiry = {
  id: 'e1',
  organisation: 'Harbour Brokerage',
  name: 'Lea Cruz',
  email: 'lea@example.com',
  seats: 12,
  message: 'Ten reviewers for March.',
  createdAt: new Date('2026-11-02T08:00:00Z'),
  uid: null,
};

describe('EnquiryList', () => {
  it('lists each enquiry under its organisation', async () => {
    renderInSite(
      <EnquiryList />,
      fakeBackend({premiumTier: {pro: {listEnquiries: () => Promise.resolve([enquiry])}}}),
    );
    expect(screen.getByRole('status')).toHaveTextContent('Loading enquiries...');
    const card = await screen.findByRole('article', {name: 'Harbour Brokerage'});
    expect(card).toHaveTextContent(/Lea Cruz \(lea@example.com\) asks about 12 seats, sent/);
    expect(card).toHaveTextContent('Ten reviewers for March.');
  });

  it('says when there are none', async () => {
    renderInSite(<EnquiryList />, fakeBackend());
    expect(await screen.findByText('No enquiries yet.')).toBeInTheDocument();
  });

  it('says the enquiries could not be loaded, and Retry loads them', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const listEnquiries = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValue([enquiry]);
    renderInSite(<EnquiryList />, fakeBackend({premiumTier: {pro: {listEnquiries}}}));
    expect(await screen.findByRole('alert')).toHaveTextContent('The enquiries could not be loaded.');
    await userEvent.click(screen.getByRole('button', {name: 'Retry'}));
    expect(await screen.findByRole('article', {name: 'Harbour Brokerage'})).toBeInTheDocument();
    expect(listEnquiries).toHaveBeenCalledTimes(2);
  });
});
