import type { ReactNode } from 'react';
import { Box, Container, Image, Paper, Stack, Text, Title } from '@mantine/core';
import classes from './account-card.module.css';

/** The card of the account pages opened from an e-mail (forgot password, reset, verify), on the brand's gradient. */
export function AccountCard({ title, intro, children }: { title: string; intro?: ReactNode; children: ReactNode }) {
  return (
    <Box className={classes.page}>
      <Container size={480} py={{ base: 32, sm: 72 }}>
        <Paper radius="lg" p={{ base: 'lg', sm: 40 }} shadow="xl">
          <Stack gap="lg">
            <Stack gap={6} align="center">
              <Image src="/favicon.svg" alt="" w={56} h={56} />
              <Title order={1} fz={{ base: 26, sm: 30 }} ta="center">
                {title}
              </Title>
              {intro && (
                <Text c="dimmed" ta="center" size="sm">
                  {intro}
                </Text>
              )}
            </Stack>
            {children}
          </Stack>
        </Paper>
      </Container>
    </Box>
  );
}
