import type { Gstr1Preview } from '@bahi/domain/schemas';
import { Alert, Anchor, List } from '@mantine/core';
import { Link } from 'react-router';

type Problem = Gstr1Preview['problems'][number];

type Period = Gstr1Preview['period'];

/**
 * Where a flagged record is fixed: the customer's or product's edit drawer, or the invoice list
 * showing that invoice of the period (its Edit button saves it again).
 */
export function fixLink(record: NonNullable<Problem['record']>, period: Period): string {
  if (record.kind === 'customer') return `/customers?edit=${record.id}`;
  if (record.kind === 'product') return `/products?edit=${record.id}`;
  const query = new URLSearchParams({ search: record.label, from: period.from, to: period.to });
  return `/invoices?${query.toString()}`;
}

/** What the portal would refuse, each with a link to the record to fix. */
export function ReturnProblems({ problems, period }: { problems: Problem[]; period: Period }) {
  if (problems.length === 0) {
    return (
      <Alert color="green" title="Ready to file">
        Nothing to fix: every GSTIN, HSN code, unit and place of supply checks out and the return ties to the
        books.
      </Alert>
    );
  }
  return (
    <Alert
      color="red"
      title={`Fix ${problems.length === 1 ? 'this' : `these ${problems.length}`} before filing`}
    >
      <List size="sm" spacing={4}>
        {problems.map((problem) => (
          <List.Item key={`${problem.field}-${problem.message}`}>
            {problem.message}{' '}
            {problem.record && (
              <Anchor component={Link} to={fixLink(problem.record, period)}>
                Fix {problem.record.label}
              </Anchor>
            )}
          </List.Item>
        ))}
      </List>
    </Alert>
  );
}
