import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * A plural message needs the count as a number: Lingui picks the plural form and formats `#` itself.
 * A count formatted first (`i18n.number(n)`, `toLocaleString()`) reaches the plural as a string such
 * as "1,204", which reads as NaN: "NaN likes" in English, a wrong form in Portuguese.
 */
const root = join(import.meta.dirname, '../../../src');
const files = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? files(path) : /\.tsx?$/.test(name) ? [path] : [];
  });

describe('values handed to messages', () => {
  it('are never numbers formatted beforehand', () => {
    const offenders = files(root).flatMap((file) =>
      [
        ...readFileSync(file, 'utf8').matchAll(/values:\s*\{[^}]*\b(?:i18n\.number|toLocaleString|NumberFormat)\(/g),
      ].map((m) => `${file}: ${m[0]}`),
    );
    expect(offenders).toEqual([]);
  });
});
