import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { COMPENSATION_PLAN_PDF, COMPENSATION_PLAN_PLACEHOLDER } from '@oola/domain';
import { renderWithProviders } from '../../../test/render';
import { mockFetch } from '../../../test/fetch-mock';
import { FaqList } from './faq-list';

afterEach(() => vi.unstubAllGlobals());

const FAQ = [
  { id: 1, question: 'What is Oola?', answer: 'A way to balance the seven areas of your life.' },
  { id: 2, question: 'How are coaches paid?', answer: `See the ${COMPENSATION_PLAN_PLACEHOLDER} for the details.` },
  { id: 3, question: 'Can I cancel?', answer: 'Yes, at any time.' },
];

describe('FaqList', () => {
  it('opens an answer, with the compensation plan as a link where the answer names it', async () => {
    mockFetch((_method, path) =>
      path.endsWith('/home/GetFrequentQuestions') ? { status: 200, body: FAQ } : undefined,
    );
    renderWithProviders(<FaqList />);
    await userEvent.click(await screen.findByRole('button', { name: 'How are coaches paid?' }));
    const link = await screen.findByRole('link', { name: 'compensation plan (PDF)' });
    expect(link).toHaveAttribute('href', COMPENSATION_PLAN_PDF);
    expect(link.parentElement?.parentElement).toHaveTextContent('See the compensation plan (PDF) for the details.');
  });

  it('shows only the first questions when limited', async () => {
    mockFetch((_method, path) =>
      path.endsWith('/home/GetFrequentQuestions') ? { status: 200, body: FAQ } : undefined,
    );
    renderWithProviders(<FaqList limit={2} />);
    expect(await screen.findByRole('button', { name: 'What is Oola?' })).toBeInTheDocument();
    expect(screen.getAllByRole('button').map((button) => button.textContent)).toEqual([
      'What is Oola?',
      'How are coaches paid?',
    ]);
  });

  it('says so when the questions cannot be loaded', async () => {
    mockFetch(() => ({ status: 500, body: { message: 'Server error' } }));
    renderWithProviders(<FaqList />);
    expect(await screen.findByText('The questions could not be loaded. Please try again later.')).toBeInTheDocument();
  });
});
