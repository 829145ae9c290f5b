import fs from 'node:fs';
import Ajv from 'ajv';

// The JSON Schemas of the returns kept in the repository (returns/gstr1-upload.schema.json and
// returns/gstr3b.schema.json), compiled once for the tests that check the returns' JSON.

const ajv = new Ajv({ allErrors: true, strict: false, multipleOfPrecision: 6 });
const compiled = (file: string) =>
  ajv.compile(JSON.parse(fs.readFileSync(new URL(`../returns/${file}`, import.meta.url), 'utf8')) as object);

export const validateGstr1Upload = compiled('gstr1-upload.schema.json');
export const validateGstr3b = compiled('gstr3b.schema.json');
