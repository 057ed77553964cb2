import { Center, Loader, Stack, Text } from '@mantine/core';

/** Shown while a screen's code is being downloaded. The text is the spec's, word for word. */
export function RouteLoading() {
  return (
    <Center mih={240} role="status" aria-live="polite">
      <Stack align="center" gap="sm">
        <Loader size="sm" />
        <Text c="dimmed" size="sm">
          Opps! We ran out of code
        </Text>
      </Stack>
    </Center>
  );
}
