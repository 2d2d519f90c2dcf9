import { Box, Center, Container, Loader, Paper, Table, Text, Title } from '@mantine/core';
import { Navigate } from 'react-router';
import { ApiError } from '../../lib/api';
import { formatZoned, useMyTimeZone } from '../../lib/zoned-time';
import { usePageMeta } from '../../ui/use-page-meta';
import { usePendingDeletions } from './api';

/** /support/deletions: accounts scheduled for deletion, soonest first (staff only; anyone else goes to the dashboard). */
export default function PendingDeletionsPage() {
  usePageMeta('Pending deletions', 'Accounts scheduled for deletion.');
  const timeZone = useMyTimeZone();
  const list = usePendingDeletions();
  if (list.error instanceof ApiError && list.error.status === 403) return <Navigate to="/dashboard" replace />;
  const when = (at: string) => formatZoned(at, timeZone, 'dateTime', { withZone: true });
  return (
    <Container size="lg" py="lg">
      <Box mb="md">
        <Title order={1} fz={{ base: 24, sm: 28 }} c="brand.8">
          Pending deletions
        </Title>
        <Text c="dimmed" fz="sm">
          Accounts whose owners asked to be deleted. Each is erased when its grace period ends, unless they sign in and
          keep it.
        </Text>
      </Box>
      <Paper withBorder radius="lg" p={{ base: 'xs', sm: 'md' }}>
        {list.isPending ? (
          <Center py="xl">
            <Loader aria-label="Loading" />
          </Center>
        ) : (list.data?.deletions.length ?? 0) === 0 ? (
          <Text ta="center" py="xl" c="dimmed">
            No account is waiting to be deleted.
          </Text>
        ) : (
          <Table.ScrollContainer minWidth={560}>
            <Table striped highlightOnHover>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Customer id</Table.Th>
                  <Table.Th>Name</Table.Th>
                  <Table.Th>E-mail</Table.Th>
                  <Table.Th>Asked on</Table.Th>
                  <Table.Th>Erased after</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {list.data!.deletions.map((row) => (
                  <Table.Tr key={row.userId}>
                    <Table.Td>{row.userId}</Table.Td>
                    <Table.Td>{`${row.firstName} ${row.lastName}`}</Table.Td>
                    <Table.Td>{row.email ?? '—'}</Table.Td>
                    <Table.Td>{when(row.requestedAt)}</Table.Td>
                    <Table.Td>{when(row.eraseAfter)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </Paper>
    </Container>
  );
}
