import { importPreviewSchema } from '@bahi/domain/schemas';
import { describe, expect, it } from 'vitest';
import { GSTIN_CHHATTISGARH } from '../test-support/document-fixtures';
import { useImportApp } from '../test-support/import-fixtures';
import { TEST_SHOP } from '../test-support/test-shop';

// Suppliers imported through the API: a problem named by row and field, a mapping chosen by the
// user, the shop's own GSTIN refused.

describe('Importing suppliers', () => {
  const imports = useImportApp();
  const { post, countOf } = imports;

  it('names the row and field of a customer problem and a mapping chosen by the user', async () => {
    const csv = 'Party,Tax No\nGupta Wholesale,27AAACR5055K1Z0\n';
    const body = {
      file_name: 'suppliers.csv',
      content_base64: Buffer.from(csv).toString('base64'),
      mapping: { name: 'Party', gstin: 'Tax No' },
    };
    const preview = await post('suppliers', 'preview', body);
    expect(preview.status).toBe(200);
    expect(preview.body).toMatchObject({ mapping: { name: 'Party', gstin: 'Tax No' }, to_create: 0 });
    const problems = importPreviewSchema.parse(preview.body).problems;
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatchObject({ row: 2, field: 'gstin' });
    const missing = await post('suppliers', 'preview', { ...body, mapping: { name: 'Nope' } });
    expect(missing.status).toBe(422);
    expect(missing.body).toMatchObject({ errors: { 'mapping.name': ['Column "Nope" is not in the file'] } });
  });

  it("names the row of a supplier with the shop's own GSTIN and imports nothing", async () => {
    const csv = `Name,GSTIN\nRaipur Agencies,${GSTIN_CHHATTISGARH}\nBahi Traders,${TEST_SHOP.gstin}\n`;
    const body = { file_name: 'suppliers.csv', content_base64: Buffer.from(csv).toString('base64') };
    const before = await countOf('suppliers');
    const preview = await post('suppliers', 'preview', body);
    const problems = importPreviewSchema.parse(preview.body).problems;
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatchObject({
      row: 3,
      field: 'gstin',
      message: `GSTIN ${TEST_SHOP.gstin} is the shop's own GSTIN: enter the supplier's GSTIN`,
    });
    expect((await post('suppliers', 'commit', { ...body, on_match: 'skip' })).status).toBe(400);
    expect(await countOf('suppliers')).toBe(before);
  });
});
