import { Code, Paper, Text } from '@mantine/core';
import { Fragment } from 'react';
import { isNestedValue, registroFieldLabel, registroValueText } from '../utils/registro-value';
import classes from './registro-card.module.css';

type RegistroCardProps = {
  registro: Record<string, unknown>;
  /** "Registro 2 de 5", when the section holds more than one. */
  caption?: string;
};

/** One record of a section: each field's name and its value as a person reads them, in the order the server gives them. */
export function RegistroCard({ registro, caption }: RegistroCardProps) {
  return (
    <Paper component="li" withBorder radius="sm" p="sm" bg="gray.0">
      {caption && (
        <Text size="xs" fw={600} c="dimmed" mb={6}>
          {caption}
        </Text>
      )}
      <dl className={classes.fields}>
        {Object.entries(registro).map(([name, value]) => (
          <Fragment key={name}>
            <dt className={classes.name}>{registroFieldLabel(name)}</dt>
            <dd className={classes.value}>
              {isNestedValue(value) ? (
                <Code bg="transparent" p={0} fz="xs" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                  {registroValueText(value, name)}
                </Code>
              ) : (
                registroValueText(value, name)
              )}
            </dd>
          </Fragment>
        ))}
      </dl>
    </Paper>
  );
}
