import fs from 'node:fs';
import Ajv from 'ajv';

// The JSON Schemas of the portal's return files kept in the repository (returns/*.schema.json),
// compiled once for the tests that validate what the app writes.

const ajv = new Ajv({ allErrors: true, strict: false, multipleOfPrecision: 6 });
const schemaOf = (file: string) =>
  ajv.compile(JSON.parse(fs.readFileSync(new URL(`../returns/${file}`, import.meta.url), 'utf8')) as object);

export const validateGstr1Upload = schemaOf('gstr1-upload.schema.json');
