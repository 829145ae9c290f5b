import { Button, Group, Text } from '@mantine/core';

type ListPaginationProps = {
  page: number;
  pageCount: number;
  onPageChange: (page: number) => void;
};

export function ListPagination({ page, pageCount, onPageChange }: ListPaginationProps) {
  return (
    <Group justify="center" gap="md" mt="md" aria-label="Pages" role="navigation">
      <Button variant="default" disabled={page <= 1} onClick={() => onPageChange(page - 1)}>
        Previous
      </Button>
      <Text size="sm" aria-live="polite">
        Page {page} of {pageCount}
      </Text>
      <Button variant="default" disabled={page >= pageCount} onClick={() => onPageChange(page + 1)}>
        Next
      </Button>
    </Group>
  );
}
