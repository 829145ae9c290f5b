import { ACCESS } from '@bahi/domain/contract';
import { Button, Group, Text } from '@mantine/core';
import { useState } from 'react';
import { useBooksStart, useSetBooksStart } from '../../api/opening';
import { useCan } from '../../app/session/session';
import { DayInput } from '../../components/filters/day-input';
import { describeFailure, notifyFailure, notifySuccess } from '../../components/form/notify';
import { formatDate } from '../../lib/format';
import { booksStartFieldMessage, booksStartProblem } from './books-start-values';
import { SettingsSection } from './settings-section';

// The books' start date: the first day the books in Bahi cover; opening balances from the old books
// are dated before it. The owner sets it at setup and may change it until the first invoice,
// purchase or voucher is saved; after that (and for everyone else) it is shown, not edited.

export function BooksStartSection() {
  const start = useBooksStart();
  const save = useSetBooksStart();
  const isOwner = useCan(ACCESS.owner);
  const [typed, setTyped] = useState<string | null>(null);
  const [error, setError] = useState('');
  if (!start.data) return null;
  const current = start.data.books_start_date ?? '';
  const value = typed ?? current;
  const editable = isOwner && start.data.changeable;

  const submit = () => {
    const problem = booksStartProblem(value);
    if (problem) {
      setError(problem);
      return;
    }
    save.mutate(value, {
      onSuccess: () => {
        notifySuccess('Books start date saved.');
        setTyped(null);
        setError('');
      },
      onError: (failure) => {
        const message = booksStartFieldMessage(failure);
        if (message) setError(message);
        else
          notifyFailure({ title: "The books' start date was not saved.", detail: describeFailure(failure) });
      },
    });
  };

  return (
    <SettingsSection
      title="Books start date"
      about="The first day your books in Bahi cover. Bills still due from your old books are entered as opening balances, dated before it."
    >
      {editable ? (
        <>
          <Group align="flex-end" gap="sm">
            <DayInput
              label="Books start date"
              value={value}
              onChange={(day) => {
                setTyped(day);
                setError('');
              }}
            />
            <Button variant="light" onClick={submit} loading={save.isPending}>
              Save start date
            </Button>
          </Group>
          {error && (
            <Text c="red" size="sm" role="alert">
              {error}
            </Text>
          )}
        </>
      ) : (
        <Text data-testid="books-start-date">
          {current ? formatDate(current) : 'Not set'}
          {start.data.changeable ? '' : ' (fixed once the first invoice, purchase or voucher is saved)'}
        </Text>
      )}
    </SettingsSection>
  );
}
