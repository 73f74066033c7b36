// The wire types of contracts/*.yaml, generated: `npm run contracts` writes contracts/types/<name>.ts,
// `npm run contracts -- --check` (CI) fails when a checked-in file differs from what its contract
// generates, and checks each document against the OpenAPI 3.1 schema.
import { readdirSync, readFileSync, writeFileSync, mkdirSync, existsSync } from 'node:fs';
import path from 'node:path';
import openapiTS, { astToString } from 'openapi-typescript';
import { Validator } from '@seriousme/openapi-schema-validator';
import { format, resolveConfig } from 'prettier';

const root = path.resolve(import.meta.dirname, '..', '..');
const contractsDir = path.join(root, 'contracts');
const typesDir = path.join(contractsDir, 'types');
const check = process.argv.includes('--check');

const header = (file: string) =>
  `// Generated from contracts/${file} by \`npm run contracts\`; edit the contract, not this file.\n\n`;

async function generate(file: string): Promise<string> {
  const source = readFileSync(path.join(contractsDir, file), 'utf8');
  const ast = await openapiTS(source, {
    rootTypes: true,
    rootTypesNoSchemaPrefix: true,
    exportType: true,
    alphabetize: false,
  });
  const target = path.join(typesDir, file.replace(/\.yaml$/, '.ts'));
  const options = (await resolveConfig(target)) ?? {};
  return format(header(file) + astToString(ast), { ...options, filepath: target });
}

async function validate(file: string): Promise<string[]> {
  const validator = new Validator();
  const result = await validator.validate(readFileSync(path.join(contractsDir, file), 'utf8'));
  if (validator.version !== '3.1') return [`${file}: OpenAPI ${String(validator.version)}, not 3.1`];
  return result.valid ? [] : [`${file}: ${JSON.stringify(result.errors, null, 2)}`];
}

const files = readdirSync(contractsDir)
  .filter((file) => file.endsWith('.yaml'))
  .sort();
const problems: string[] = [];
if (!existsSync(typesDir)) mkdirSync(typesDir);
const expected = new Set(files.map((file) => file.replace(/\.yaml$/, '.ts')));
for (const stray of readdirSync(typesDir).filter((file) => !expected.has(file))) {
  problems.push(`contracts/types/${stray} has no contract`);
}
for (const file of files) {
  problems.push(...(await validate(file)));
  const generated = await generate(file);
  const target = path.join(typesDir, file.replace(/\.yaml$/, '.ts'));
  const current = existsSync(target) ? readFileSync(target, 'utf8') : '';
  if (current === generated) continue;
  if (check) problems.push(`contracts/types/${path.basename(target)} is stale: run npm run contracts`);
  else writeFileSync(target, generated);
}
if (problems.length > 0) {
  console.error(problems.join('\n'));
  process.exit(1);
}
console.log(`${files.length} contracts ${check ? 'checked' : 'generated'}`);
