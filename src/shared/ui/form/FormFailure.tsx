import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react';
import styles from '../FormParts.module.css';

/** A form's failure that belongs to no one field, announced above its button; nothing when there is none. */
export function FormFailure({ failure, testId }: { failure: MessageDescriptor | null; testId: string }) {
  const { _ } = useLingui();
  if (!failure) return null;
  return (
    <p className={styles.failure} role="alert" data-testid={testId}>
      {_(failure)}
    </p>
  );
}
