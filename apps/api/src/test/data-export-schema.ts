import fs from 'node:fs';
import path from 'node:path';
import Ajv2020 from 'ajv/dist/2020';
import addFormats from 'ajv-formats';

const SCHEMA = path.resolve(__dirname, '../../../../docs/data-export.schema.json');

/** The documented schema of the export's JSON files (docs/data-export.md), as a validator. */
export function dataExportSchema() {
  const ajv = new Ajv2020({ allErrors: true });
  addFormats(ajv);
  const schema = JSON.parse(fs.readFileSync(SCHEMA, 'utf8')) as { $id: string };
  ajv.addSchema(schema);
  const check = (ref: string) => (data: unknown) => {
    const validate = ajv.getSchema(`${schema.$id}${ref}`)!;
    return validate(data) ? [] : validate.errors!.map((e) => `${e.instancePath} ${e.message}`);
  };
  return {
    customer: check(''),
    orders: check('#/$defs/orders'),
    invoices: check('#/$defs/invoices'),
  };
}
