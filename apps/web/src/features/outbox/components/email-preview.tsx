import { Paper, Text } from '@mantine/core';
import { withLinksInNewTab } from '../utils/with-links-in-new-tab';
import { LinkedText } from './linked-text';

type EmailPreviewProps = { html: string | null | undefined; text: string };

/**
 * The e-mail as its recipient sees it. The sandbox runs no script and gives the content no access
 * to Cumplia's page, yet lets a person click a link (the verification link) into a new tab.
 */
export function EmailPreview({ html, text }: EmailPreviewProps) {
  if (!html) {
    return (
      <Paper withBorder p="md">
        <Text style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>
          <LinkedText text={text} />
        </Text>
      </Paper>
    );
  }
  return (
    <iframe
      title="Contenido del correo"
      srcDoc={withLinksInNewTab(html)}
      sandbox="allow-popups allow-popups-to-escape-sandbox allow-top-navigation-by-user-activation"
      style={{
        width: '100%',
        height: 'min(60vh, 560px)',
        border: '1px solid var(--mantine-color-gray-3)',
        borderRadius: 'var(--mantine-radius-md)',
        background: 'white',
      }}
    />
  );
}
