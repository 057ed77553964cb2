import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { onPhone } from '../../../test/phone';
import { TestProviders } from '../../../test/render-app';
import type { OutboxMessage } from '../api/get-outbox';
import { OutboxTable } from './outbox-table';

const SUBJECT = 'Confirme su suscripción a la newsletter de Cumplia';
const MESSAGE: OutboxMessage = {
  id: 'm-1',
  channel: 'EMAIL',
  recipient: 'lucia@asesoriaromero.es',
  subject: SUBJECT,
  text: 'Hola.',
  html: null,
  status: 'SENT',
  attempts: 1,
  lastError: null,
  createdAt: '2026-12-01T09:15:00.000Z',
  sentAt: '2026-12-01T09:15:02.000Z',
  attachments: [],
};

/** The lines the subject may take: Mantine's Text writes its lineClamp as a CSS variable. */
function subjectLines(phone: boolean): string {
  onPhone(phone);
  render(
    <TestProviders>
      <OutboxTable messages={[MESSAGE]} onOpen={() => {}} />
    </TestProviders>,
  );
  return screen.getByText(SUBJECT).style.getPropertyValue('--text-line-clamp');
}

describe('the outbox list', () => {
  it('gives a subject one line in a table row', () => {
    expect(subjectLines(false)).toBe('1');
  });

  it("gives a subject up to three lines in a phone's card, where the line is short", () => {
    expect(subjectLines(true)).toBe('3');
  });
});
