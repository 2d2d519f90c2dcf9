import {
  Anchor,
  Box,
  Button,
  Container,
  Grid,
  List,
  Paper,
  PasswordInput,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  ThemeIcon,
  Title,
} from '@mantine/core';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { PHONE_HINT, signUpSchema } from '@oola/domain';
import { useSchemaForm } from '../../lib/schema-form';
import { setSession } from '../../lib/session';
import { useSettings } from '../../lib/settings';
import { usePageMeta } from '../../ui/use-page-meta';
import { browserTimeZone } from '../timezone';
import { useSignUp } from './api';
import classes from './enrolment.module.css';

const BENEFITS = [
  'Design My Life Blueprint, at your own pace',
  'Breakthrough Experience, weekly for 12 weeks',
  'My Daily Tracker and the private Inner Circle',
  '$47 per month after a $77 start-up, cancel anytime',
  '30-day money-back guarantee',
];

/** The built-in sign-up (/enroll, keeping ?ref=): creates the account and starts the journey. */
export default function EnrollPage() {
  usePageMeta('Join today', 'Create your account and start rebalancing the seven areas of your life.');
  const [search] = useSearchParams();
  const referredByAlias = search.get('ref');
  const navigate = useNavigate();
  const { brandName } = useSettings();
  const signUp = useSignUp();
  const form = useSchemaForm(signUpSchema, {
    initialValues: { firstName: '', lastName: '', email: '', phone: '', password: '', referredByAlias },
  });

  // The fields go as typed; the server reads them with the same schema.
  const submit = form.onSubmit(() =>
    signUp.mutate(
      { ...form.values, timeZone: browserTimeZone() },
      {
        onSuccess: (session) => {
          setSession(session);
          navigate('/customizeQuestions');
        },
      },
    ),
  );

  return (
    <Box className={classes.page}>
      <Container size="lg" py={{ base: 32, sm: 64 }}>
        <Grid gap={{ base: 'xl', md: 64 }} align="center">
          <Grid.Col span={{ base: 12, md: 5 }} order={{ base: 2, md: 1 }}>
            <Stack gap="md" c="white">
              <Title order={1} fz={{ base: 32, sm: 44 }} c="white">
                Start living your {brandName} life
              </Title>
              <Text fz="lg" opacity={0.9}>
                Create your account and we will walk you through the seven areas of life, one step at a time.
              </Text>
              <List
                spacing="sm"
                icon={
                  <ThemeIcon color="white" c="brand.7" radius="xl" size={22}>
                    ✓
                  </ThemeIcon>
                }
              >
                {BENEFITS.map((benefit) => (
                  <List.Item key={benefit}>
                    <Text c="white">{benefit}</Text>
                  </List.Item>
                ))}
              </List>
            </Stack>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 7 }} order={{ base: 1, md: 2 }}>
            <Paper radius="lg" p={{ base: 'lg', sm: 40 }} shadow="xl">
              <form onSubmit={submit} noValidate>
                <Stack gap="md">
                  <Title order={2} fz={26}>
                    Create your account
                  </Title>
                  {referredByAlias && (
                    <Text size="sm" c="dimmed">
                      Referred by <b>{referredByAlias}</b>
                    </Text>
                  )}
                  <SimpleGrid cols={{ base: 1, sm: 2 }}>
                    <TextInput
                      label="First name"
                      withAsterisk
                      autoComplete="given-name"
                      {...form.getInputProps('firstName')}
                    />
                    <TextInput
                      label="Last name"
                      withAsterisk
                      autoComplete="family-name"
                      {...form.getInputProps('lastName')}
                    />
                  </SimpleGrid>
                  <TextInput
                    label="Email"
                    type="email"
                    withAsterisk
                    autoComplete="email"
                    {...form.getInputProps('email')}
                  />
                  <TextInput
                    label="Cell phone"
                    withAsterisk
                    placeholder={PHONE_HINT}
                    inputMode="tel"
                    autoComplete="tel"
                    {...form.getInputProps('phone')}
                  />
                  <PasswordInput
                    label="Password"
                    withAsterisk
                    description="At least 8 characters"
                    autoComplete="new-password"
                    {...form.getInputProps('password')}
                  />
                  <Button type="submit" size="lg" loading={signUp.isPending} fullWidth mt="sm">
                    CREATE MY ACCOUNT
                  </Button>
                  <Text size="sm" ta="center" c="dimmed">
                    Already a member?{' '}
                    <Anchor component={Link} to="/login" fw={700}>
                      Sign in
                    </Anchor>
                  </Text>
                </Stack>
              </form>
            </Paper>
          </Grid.Col>
        </Grid>
      </Container>
    </Box>
  );
}
