import { Stack } from '@mantine/core';
import { DeletePanel } from './delete-panel';
import { ExportPanel } from './export-panel';

/** The "Your data" part of My account: export my data and delete my account. */
export function AccountDataSection() {
  return (
    <Stack gap="lg">
      <ExportPanel />
      <DeletePanel />
    </Stack>
  );
}
