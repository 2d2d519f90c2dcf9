import type { ReactElement } from 'react';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { cssVariablesResolver, theme } from '../app/theme';
import { ModalQueueProvider } from '../ui/modal-queue/modal-queue';

/** Renders a component with the app's providers and a router at `path`. */
export function renderWithProviders(ui: ReactElement, { path = '/' }: { path?: string } = {}) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver}>
      <QueryClientProvider client={client}>
        <ModalQueueProvider>
          <MemoryRouter initialEntries={[path]}>{ui}</MemoryRouter>
        </ModalQueueProvider>
      </QueryClientProvider>
    </MantineProvider>,
  );
}
