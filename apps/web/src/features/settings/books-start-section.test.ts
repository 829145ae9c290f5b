import { createElement } from 'react';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../api/api-error';
import { booksStartBody } from '../../api/opening';
import { renderStatic, visibleText } from '../../test-support/render-static';
import { BooksStartSection } from './books-start-section';
import { BOOKS_START_REQUIRED, booksStartFieldMessage, booksStartProblem } from './books-start-values';

// Settings' books start date: the owner edits it until the first document, everyone else reads it;
// a blank date is refused before sending, the server's refusal shows under the field, and the day
// goes as YYYY-MM-DD.

const KEY = ['opening-balances', 'books-start'];

function render(
  role: 'owner' | 'accountant',
  answer: { books_start_date: string | null; changeable: boolean },
) {
  return renderStatic(createElement(BooksStartSection), { role, cached: [[KEY, answer]] });
}

describe('books start section', () => {
  it('lets the owner change the date while no document exists', () => {
    const html = render('owner', { books_start_date: '2026-11-01', changeable: true });
    expect(html).toContain('<label');
    expect(visibleText(html)).toContain('Books start date');
    expect(html).toContain('value="01/11/2026"');
    expect(visibleText(html)).toContain('Save start date');
  });

  it('shows the date, fixed, once the first document is saved, and to everyone but the owner', () => {
    const fixed = visibleText(render('owner', { books_start_date: '2026-11-01', changeable: false }));
    expect(fixed).toContain('01/11/2026 (fixed once the first invoice, purchase or voucher is saved)');
    expect(fixed).not.toContain('Save start date');
    const accountant = visibleText(render('accountant', { books_start_date: null, changeable: true }));
    expect(accountant).toContain('Not set');
    expect(accountant).not.toContain('Save start date');
  });

  it('refuses a blank date before sending, naming the field', () => {
    expect(booksStartProblem('')).toBe(BOOKS_START_REQUIRED);
    expect(BOOKS_START_REQUIRED).toBe('Books start date is required');
    expect(booksStartProblem('2026-11-01')).toBeNull();
  });

  it("shows the server's refusal of the date under the field, anything else as a notice", () => {
    const refused = new ApiError(422, 'Invalid', {
      books_start_date: ["Books start date must be after the last opening balance's date (20/10/2026)"],
    });
    expect(booksStartFieldMessage(refused)).toBe(
      "Books start date must be after the last opening balance's date (20/10/2026)",
    );
    expect(booksStartFieldMessage(new ApiError(409, 'The books have documents'))).toBeUndefined();
    expect(booksStartFieldMessage(new Error('offline'))).toBeUndefined();
  });

  it('sends the day as the field holds it', () => {
    expect(booksStartBody('2026-11-01')).toEqual({ books_start_date: '2026-11-01' });
  });
});
