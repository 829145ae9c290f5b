import { categoryInputSchema, customerInputSchema, productInputSchema } from '@bahi/domain/schemas';
import { describe, expect, it } from 'vitest';
import { issuesToFormErrors, serverErrorsToFormErrors, unplacedErrors } from './form-errors';

describe('issuesToFormErrors', () => {
  it('gives every empty required product field its message from the shared schema', () => {
    const result = productInputSchema.safeParse({
      name: '',
      hsn_code: '',
      mrp: '',
      rate: '',
      gst_rate: '',
      reorder_level: '',
    });
    expect(result.success).toBe(false);
    expect(issuesToFormErrors(result.error?.issues ?? [])).toMatchObject({
      name: 'Product Name is required',
      hsn_code: 'HSN Code is required',
      mrp: 'MRP is required',
      rate: 'Rate is required',
      gst_rate: 'GST Rate is required',
      reorder_level: 'Reorder Level is required',
    });
  });
  it('keeps only the first message of a field', () => {
    const errors = issuesToFormErrors([
      { path: ['name'], message: 'first' },
      { path: ['name'], message: 'second' },
      { path: [], message: 'whole form' },
    ]);
    expect(errors).toEqual({ name: 'first', _form: 'whole form' });
  });
  it('reads the category and customer messages too', () => {
    const category = categoryInputSchema.safeParse({ name: '  ' });
    expect(issuesToFormErrors(category.error?.issues ?? [])).toEqual({ name: 'Category Name is required' });
    const customer = customerInputSchema.safeParse({ name: 'Ram', address: '', gstin: '22AABCS1234F1Z1' });
    expect(issuesToFormErrors(customer.error?.issues ?? [])).toMatchObject({
      address: 'Address is required when a GSTIN is given',
    });
  });
});

describe('serverErrorsToFormErrors', () => {
  it('joins several messages for one field', () => {
    expect(serverErrorsToFormErrors({ gstin: ['GSTIN is too short', 'Unknown state'], name: [] })).toEqual({
      gstin: 'GSTIN is too short Unknown state',
    });
  });
});

describe('unplacedErrors', () => {
  it('lists the messages of fields the form does not show', () => {
    expect(unplacedErrors({ name: 'a', gst_rate_id: 'b' }, ['name'])).toEqual(['b']);
  });
});
