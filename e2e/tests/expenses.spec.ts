import { choose, createExpense } from '../support/expense-journeys';
import {
  confirmDelete,
  drawer,
  searchFor,
  tableRows,
  toast,
  todayInIndia,
  uniqueName,
} from '../support/journeys';
import { expect, test } from '../support/test';

test('add an expense: each field says what is wrong, then it saves and shows in the list', async ({
  page,
}) => {
  const payee = uniqueName('Sharma Estates');
  await page.goto('/backoffice/expenses');
  await page.getByRole('button', { name: 'Add Expense' }).click();
  const form = drawer(page, 'Add Expense');
  // A new expense is dated today and paid in cash.
  await expect(form.getByLabel('Date')).toHaveValue(todayInIndia());
  await expect(form.getByLabel('Mode', { exact: true })).toHaveValue('Cash');
  await form.getByLabel('Date').fill('');
  await form.getByRole('button', { name: 'Save' }).click();
  for (const [label, message] of [
    ['Date', 'Date is required'],
    ['Category', 'Category is required'],
    ['Payee', 'Payee is required'],
    ['Amount', 'Amount is required'],
  ] as const) {
    await expect(form.getByText(message, { exact: true })).toBeVisible();
    await expect(form.getByLabel(label, { exact: true })).toHaveAccessibleDescription(new RegExp(message));
  }

  await form.getByLabel('Date').fill('05/04/2026');
  // As a clerk moves on from a typed date: its calendar closes, instead of lying over the next field
  // (on a loaded machine it was still open when Category was clicked).
  await form.getByLabel('Date').press('Tab');
  await choose(page, form, 'Category', 'Rent');
  await expect(form.getByText('Category is required')).toBeHidden();
  await form.getByLabel('Payee').fill(payee);
  await form.getByLabel('Amount').fill('0');
  await form.getByLabel('GST Paid').fill('500');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form.getByText('Amount must be more than 0')).toBeVisible();
  await form.getByLabel('Amount').fill('250');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form.getByText('GST Paid cannot be more than the amount')).toBeVisible();
  await form.getByLabel('Amount').fill('abc');
  await form.getByLabel('GST Paid').fill('45');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form.getByText('Amount must be a number')).toBeVisible();

  await form.getByLabel('Amount').fill('125000');
  await form.getByLabel('GST Paid').fill('19067.80');
  await choose(page, form, 'Mode', 'Bank Transfer');
  await form.getByLabel('Reference').fill('UTR 412345678901');
  await form.getByLabel('Note').fill('Godown rent, April');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, 'Expense added successfully!')).toBeVisible();
  await expect(form).toBeHidden();

  await searchFor(page, payee);
  const row = tableRows(page, 'Expenses');
  await expect(row).toHaveCount(1);
  for (const text of [
    '05/04/2026',
    'Rent',
    payee,
    'Bank Transfer',
    'UTR 412345678901',
    '₹1,25,000.00',
    '₹19,067.80',
    'Godown rent, April',
  ]) {
    await expect(row).toContainText(text);
  }
  await expect(page.getByTestId('expense-total')).toHaveText('₹1,25,000.00');
  await expect(page.getByTestId('expense-gst-total')).toHaveText('₹19,067.80');
});

test('edit an expense: the drawer opens filled in and says Update', async ({ page, request }) => {
  const payee = uniqueName('Verma Transport');
  await createExpense(request, {
    payee,
    category: 'Transport',
    // A transporter that charges GST on its bill (Transport is under reverse charge otherwise).
    reverse_charge: false,
    amount: 1800,
    gst_amount: 90,
    mode: 'UPI',
    note: 'Freight',
  });
  await page.goto('/backoffice/expenses');
  await searchFor(page, payee);
  await page.getByRole('button', { name: `Edit Transport to ${payee}` }).click();
  const form = drawer(page, 'Edit Expense');
  await expect(form.getByLabel('Date')).toHaveValue('10/04/2025');
  await expect(form.getByLabel('Payee')).toHaveValue(payee);
  await expect(form.getByLabel('Amount')).toHaveValue('1800');
  await expect(form.getByLabel('GST Paid')).toHaveValue('90');
  await expect(form.getByLabel('Mode', { exact: true })).toHaveValue('UPI');
  await form.getByLabel('Amount').fill('2100.50');
  await form.getByLabel('Note').fill('Freight, two trips');
  await form.getByRole('button', { name: 'Update' }).click();
  await expect(toast(page, 'Expense updated successfully!')).toBeVisible();
  const row = tableRows(page, 'Expenses');
  await expect(row).toContainText('₹2,100.50');
  await expect(row).toContainText('Freight, two trips');
});

test('search and the date filter narrow the list and its totals', async ({ page, request }) => {
  const prefix = uniqueName('Bijli');
  await createExpense(request, { payee: `${prefix} March`, date: '2025-03-31', amount: 900, gst_amount: 0 });
  await createExpense(request, {
    payee: `${prefix} April A`,
    date: '2025-04-01',
    amount: 1180,
    gst_amount: 180,
  });
  await createExpense(request, {
    payee: `${prefix} April B`,
    date: '2025-04-30',
    amount: 2360.5,
    gst_amount: 360.09,
  });
  await createExpense(request, {
    payee: uniqueName('Someone else'),
    date: '2025-04-15',
    note: `not ${prefix.split(' ')[1]}x`,
  });
  await page.goto('/backoffice/expenses');
  await searchFor(page, prefix);
  await expect(page.getByText('Total Results: 3')).toBeVisible();
  // Newest date first.
  await expect(tableRows(page, 'Expenses')).toHaveText([/April B/, /April A/, /March/]);
  await expect(page.getByTestId('expense-total')).toHaveText('₹4,440.50');
  await expect(page.getByTestId('expense-gst-total')).toHaveText('₹540.09');

  await page.getByLabel('Start Date').fill('01/04/2025');
  await page.getByLabel('End Date').fill('30/04/2025');
  await expect(page.getByText('Total Results: 2')).toBeVisible();
  await expect(tableRows(page, 'Expenses')).toHaveText([/April B/, /April A/]);
  await expect(page.getByTestId('expense-total')).toHaveText('₹3,540.50');
  await expect(page.getByTestId('expense-gst-total')).toHaveText('₹540.09');
  await page.keyboard.press('Escape');
  await expect(page.getByText('April 2025', { exact: true })).toBeHidden();

  await page.getByLabel('Start Date').fill('01/05/2025');
  await page.getByLabel('End Date').fill('31/05/2025');
  await expect(page.getByText('No data available.')).toBeVisible();
  await expect(page.getByTestId('expense-total')).toHaveText('₹0.00');
});

test('delete an expense after confirming; cancelling keeps it', async ({ page, request }) => {
  const payee = uniqueName('Gupta Stationers');
  await createExpense(request, { payee, category: 'Office Supplies', amount: 340 });
  await page.goto('/backoffice/expenses');
  await searchFor(page, payee);
  const remove = page.getByRole('button', { name: `Delete Office Supplies to ${payee}` });
  await remove.click();
  await page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click();
  await expect(tableRows(page, 'Expenses')).toHaveCount(1);
  await remove.click();
  await expect(
    page.getByRole('dialog', { name: `Delete expense Office Supplies to ${payee} of ₹340.00?` }),
  ).toBeVisible();
  await confirmDelete(page);
  await expect(toast(page, `Deleted expense Office Supplies to ${payee} of ₹340.00.`)).toBeVisible();
  await expect(page.getByText('No data available.')).toBeVisible();
});

test('a save the server refuses says so and keeps what was typed', async ({ page }) => {
  await page.route('**/api/expenses', (route) =>
    route.request().method() === 'POST'
      ? route.fulfill({
          status: 500,
          json: { message: 'Something went wrong on the server. Please try again.' },
        })
      : route.fallback(),
  );
  const payee = uniqueName('Airtel');
  await page.goto('/backoffice/expenses');
  await page.getByRole('button', { name: 'Add Expense' }).click();
  const form = drawer(page, 'Add Expense');
  await choose(page, form, 'Category', 'Telephone & Internet');
  await form.getByLabel('Payee').fill(payee);
  await form.getByLabel('Amount').fill('999');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, 'Failed to submit expense.')).toBeVisible();
  await expect(form.getByLabel('Payee')).toHaveValue(payee);
});
