import { Box, Paper, Text } from '@mantine/core';
import { LinkedText } from './linked-text';

type SmsPreviewProps = { text: string };

/** The SMS as a message bubble on a phone screen. */
export function SmsPreview({ text }: SmsPreviewProps) {
  return (
    <Paper
      withBorder
      radius={28}
      p="md"
      pt="lg"
      mx="auto"
      maw={340}
      bg="var(--mantine-color-gray-1)"
      data-testid="sms-preview"
    >
      <Text size="xs" c="dimmed" ta="center" fw={600} mb="sm">
        Cumplia
      </Text>
      <Box
        bg="white"
        p="sm"
        style={{ borderRadius: '18px 18px 18px 4px', boxShadow: 'var(--mantine-shadow-xs)', maxWidth: '85%' }}
      >
        <Text size="sm" style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>
          <LinkedText text={text} />
        </Text>
      </Box>
    </Paper>
  );
}
