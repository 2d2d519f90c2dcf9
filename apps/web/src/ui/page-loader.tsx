import { Center, Loader } from '@mantine/core';

/** What a page shows while its code or its first data loads. */
export function PageLoader() {
  return (
    <Center mih="60vh">
      <Loader color="brand" />
    </Center>
  );
}
