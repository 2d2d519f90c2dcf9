import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CERTIFICATION_STATUS } from '@oola/domain';
import { renderWithProviders } from '../../../test/render';
import { CertificationModuleRow } from './certification-module-row';

const row = (status: number) => ({ moduleId: 31, moduleNumber: 4, title: 'Coaching conversations', status });

describe('CertificationModuleRow', () => {
  it('opens an active module, shown as ready to start', async () => {
    const onOpen = vi.fn();
    renderWithProviders(<CertificationModuleRow module={row(CERTIFICATION_STATUS.active)} onOpen={onOpen} />);
    const button = screen.getByRole('button', { name: /MODULE 4\s*Coaching conversations/ });
    expect(button).toHaveTextContent('Ready to start');
    await userEvent.click(button);
    expect(onOpen).toHaveBeenCalledWith(31);
  });

  it('opens a completed module again', async () => {
    const onOpen = vi.fn();
    renderWithProviders(<CertificationModuleRow module={row(CERTIFICATION_STATUS.completed)} onOpen={onOpen} />);
    await userEvent.click(screen.getByRole('button'));
    expect(screen.getByTestId('certification-module')).toHaveTextContent('Completed');
    expect(onOpen).toHaveBeenCalledWith(31);
  });

  it('shows a locked module as plain text that opens nothing', async () => {
    const onOpen = vi.fn();
    renderWithProviders(<CertificationModuleRow module={row(CERTIFICATION_STATUS.locked)} onOpen={onOpen} />);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    const locked = screen.getByTestId('certification-module');
    expect(locked).toHaveTextContent('Locked');
    await userEvent.click(locked);
    expect(onOpen).not.toHaveBeenCalled();
  });
});
