import { Alert, Button, Group, Text } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { formatDate } from '../../lib/format';

type DraftOfferProps = {
  /** 'An unsaved invoice was kept'. */
  title: string;
  savedAt: string;
  /** What the draft holds: '3 line(s)'. */
  summary: string;
  onRestore: () => void;
  onDiscard: () => void;
};

/**
 * The offer of a kept draft at the top of a new form. The cursor starts on Restore draft, so Enter
 * brings the draft back and Tab then Enter discards it.
 */
export function DraftOffer({ title, savedAt, summary, onRestore, onDiscard }: DraftOfferProps) {
  const restore = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    requestAnimationFrame(() => restore.current?.focus());
  }, []);
  return (
    <Alert color="yellow" title={title}>
      <Group justify="space-between">
        <Text size="sm">
          Started {formatDate(savedAt)} with {summary}. Bring it back?
        </Text>
        <Group gap="xs">
          {/* data-autofocus: a drawer around the form puts the cursor here first, not in its own field. */}
          <Button size="xs" ref={restore} onClick={onRestore} data-autofocus>
            Restore draft
          </Button>
          <Button size="xs" variant="default" onClick={onDiscard}>
            Discard
          </Button>
        </Group>
      </Group>
    </Alert>
  );
}
